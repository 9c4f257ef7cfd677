import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { benchDir } from './bench-support.js';

/** `npm run bench`: runs every `*-bench.js` in turn (or those named on the command line) and fails if one fails. */
const only = process.argv.slice(2);
const benches = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('-bench.js'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();
let failed = 0;
for (const file of benches) {
  process.stdout.write(`\n== ${file}\n`);
  const result = spawnSync(process.execPath, [path.join(benchDir, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
