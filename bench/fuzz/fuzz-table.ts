import type { FuzzTally } from './fuzz-run.js';

/** The run as a Markdown table: per target, bodies sent, replies per status (0: no reply), the 5xx count, the time. */
export function fuzzTable(tallies: readonly FuzzTally[]): string {
  const statuses = [...new Set(tallies.flatMap((t) => [...t.byStatus.keys()]))].sort((a, b) => a - b);
  const header = ['target', 'sent', ...statuses.map(String), '5xx', 'time'];
  const rows = tallies.map((t) => [
    t.target,
    String(t.sent),
    ...statuses.map((s) => String(t.byStatus.get(s) ?? 0)),
    String([...t.byStatus].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0)),
    `${(t.ms / 1000).toFixed(1)} s`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
