import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Tests start the compiled CLIs as real child processes, so the build must exist. Every temporary folder the tests
 * make (data dirs, databases, config files) goes under one folder of this run, removed when the run ends.
 */
export default function setup(): () => void {
  if (!fs.existsSync('out/server/cli/serve.js') || !fs.existsSync('out/renderer/index.html')) {
    throw new Error('out/ is missing: run `npm run build` before `npm run test:unit` (npm test does both).');
  }
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-unit-'));
  process.env.TMPDIR = runDir;
  return () => fs.rmSync(runDir, { recursive: true, force: true });
}
