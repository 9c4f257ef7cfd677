import { writeFileAtomic } from '../atomic-file.js';

/**
 * A child process of the atomic-file test: rewrites the file given as its argument with version 1, 2, 3… (each a large
 * JSON text, so that a kill often lands inside a write), printing `wrote N` after each, until it is killed.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: rewrite-file.js FILE');
const padding = 'x'.repeat(256 * 1024);
for (let version = 1; ; version++) {
  writeFileAtomic(file, JSON.stringify({ version, padding }));
  process.stdout.write(`wrote ${version}\n`);
}
