import type { PrinterDocument } from '../../shared/api/printer-document.js';
import type { XmlContent } from './xml/xml-element.js';

/**
 * The `PrinterT` element for some documents: `<PrinterT><Unfiscal CutAfter="1"><TextLine Text="…"/>…</Unfiscal></PrinterT>`.
 * `CutAfter` is written "1" (cut) or "0" (no cut). Undefined when there is nothing to print, so the element is left out.
 */
export function printerT(documents: readonly PrinterDocument[]): XmlContent | undefined {
  if (documents.length === 0) return undefined;
  return {
    Unfiscal: documents.map((document) => ({
      '@_CutAfter': document.cutAfter ? '1' : '0',
      TextLine: document.lines.map((line) => ({ '@_Text': line })),
    })),
  };
}
