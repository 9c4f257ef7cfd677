import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page of a PDF file, read with an npm library (no system PDF tool needed). */
export async function pdfText(file: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
