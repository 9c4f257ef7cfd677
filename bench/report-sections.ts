/** One row of a bench's result table. */
export interface Row {
  readonly metric: string;
  readonly tillbridge: string;
  readonly baseline: string;
  readonly target: string;
  readonly pass: boolean;
}

/** A row and its note that another bench writes into a report (mergeReport), measured and dated on their own. */
export interface MergedSection {
  readonly metric: string;
  /** How its note under the table starts. */
  readonly notePrefix: string;
}

/** A row of a report's markdown table. */
export const tableRow = (r: Row): string =>
  `| ${r.metric} | ${r.tillbridge} | ${r.baseline} | ${r.target} | ${r.pass ? 'yes' : 'NO'} |`;

const isRowOf = (line: string, section: MergedSection) => line.startsWith(`| ${section.metric} |`);

/** The lines of the `merged` sections in a report's text: their table rows and their notes. */
export function sectionLines(text: string, merged: readonly MergedSection[]): { rows: string[]; notes: string[] } {
  const lines = text.split('\n');
  return {
    rows: lines.filter((line) => merged.some((section) => isRowOf(line, section))),
    notes: lines.filter((line) => merged.some((section) => line.startsWith(section.notePrefix))),
  };
}

/**
 * A report's text with the section's row and note in it: each replaces its earlier version, or the row goes after the
 * table's last row and the note at the end; every other line stays as it was.
 */
export function withSection(text: string, section: MergedSection, row: Row, note: string): string {
  const lines = text.trimEnd().split('\n');
  const rowAt = lines.findIndex((line) => isRowOf(line, section));
  if (rowAt >= 0) lines[rowAt] = tableRow(row);
  else lines.splice(lines.findLastIndex((line) => line.startsWith('|')) + 1, 0, tableRow(row));
  const noteAt = lines.findIndex((line) => line.startsWith(section.notePrefix));
  if (noteAt >= 0) lines[noteAt] = note;
  else lines.push(note);
  return lines.join('\n') + '\n';
}
