import type { PrinterDocument } from '../../../shared/api/printer-document';

export type SlipWidth = 32 | 42 | 48;

/** The widest line decides when a document is wider than the configured paper (never narrower than it). */
export function paperWidth(documents: readonly PrinterDocument[], width: SlipWidth): number {
  let widest: number = width;
  for (const document of documents) for (const line of document.lines) widest = Math.max(widest, line.length);
  return widest;
}
