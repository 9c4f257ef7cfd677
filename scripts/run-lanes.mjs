import { spawn } from 'node:child_process';

/**
 * Runs each argument as a shell command, all at the same time (npm test gives two lanes, one per core of the CI
 * machine: the build, and the checks that read only the sources). Each lane's output is printed whole once it ends, so
 * lanes do not interleave; the exit code is 1 when any lane failed, after every lane has ended.
 */
const lanes = process.argv.slice(2);

function run(command) {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const verdict = code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`;
      process.stdout.write(`${output}${output.endsWith('\n') || output === '' ? '' : '\n'}`);
      process.stdout.write(`lane ${verdict} in ${seconds} s: ${command}\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(lanes.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
