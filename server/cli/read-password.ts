import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/** All of standard input (piped), without its trailing line break. */
export async function pipedInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks on the terminal without echoing what is typed (the question goes to standard error). */
export async function promptHidden(question: string): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: process.stdin, output: silent, terminal: true });
  process.stderr.write(question);
  try {
    return await reader.question('');
  } finally {
    reader.close();
    process.stderr.write('\n');
  }
}
