import type { PrinterDocument } from '../../../shared/api/printer-document';

export type SlipWidth = 32 | 42 | 48;

export const slipWidths: readonly SlipWidth[] = [32, 42, 48];

/** The widest line decides when a document is wider than the configured paper (never narrower than it). */
export function paperWidth(documents: readonly PrinterDocument[], width: SlipWidth): number {
  let widest: number = width;
  for (const document of documents) for (const line of document.lines) widest = Math.max(widest, line.length);
  return widest;
}

/** The plain text of documents as printed: lines, and a row of `- ✂ -` where the paper is cut. */
export function documentsAsText(documents: readonly PrinterDocument[], width: SlipWidth): string {
  return documents
    .map((document) => [...document.lines, ...(document.cutAfter ? [cutLine(width)] : [])].join('\n'))
    .join('\n');
}

export function cutLine(width: number): string {
  const side = '- '.repeat(Math.max(1, Math.floor((width - 3) / 4))).trimEnd();
  return `${side} ✂ ${side}`;
}
