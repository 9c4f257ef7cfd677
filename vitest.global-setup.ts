import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresTmpVariable, startTestPostgres } from './server/loyalty/test-support/postgres-server.js';
import { postgresUrlVariable } from './server/loyalty/test-support/postgres-test-db.js';

/**
 * Tests start the compiled CLIs as real child processes, so the build must exist. Every temporary folder the tests
 * make (data dirs, databases, config files) goes under one folder of this run, removed when the run ends. One real
 * PostgreSQL serves the whole run (each test makes its own database on it: postgres-test-db.ts); the workers, forked
 * after this setup, inherit its address and TMPDIR through the environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (!fs.existsSync('out/server/cli/serve.js') || !fs.existsSync('out/renderer/index.html')) {
    throw new Error('out/ is missing: run `npm run build` before `npm run test:unit` (npm test does both).');
  }
  /** Started before TMPDIR moves: PostgreSQL runs as its own user, who cannot enter the run's private folder. */
  const postgres = await startTestPostgres();
  process.env[postgresUrlVariable] = postgres.adminUrl;
  process.env[postgresTmpVariable] = os.tmpdir();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-unit-'));
  process.env.TMPDIR = runDir;
  return async () => {
    await postgres.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
