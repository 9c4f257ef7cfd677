import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/** All of a piped stream, without its trailing line break. */
export async function pipedText(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks on the terminal without echoing what is typed (the question goes to standard error). */
async function promptHidden(question: string): Promise<string> {
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

/** Where a command reads a password: asked at a terminal without echo, or all of what was piped in. */
export interface CommandInput {
  readonly terminal: boolean;
  piped(): Promise<string>;
  hidden(question: string): Promise<string>;
}

/** The process's own standard input. */
export const processInput: CommandInput = {
  get terminal() {
    return Boolean(process.stdin.isTTY);
  },
  piped: () => pipedText(process.stdin),
  hidden: promptHidden,
};
