import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { electronBinary, projectRoot } from './electron-binary.mjs';

test('npm start without the Electron binary explains in one sentence and exits 1', (context) => {
  context.skip(
    electronBinary() !== null,
    'the Electron binary is installed on this machine, so npm start would launch the real app',
  );
  const result = spawnSync(process.execPath, [path.join(projectRoot, 'scripts', 'start-desktop.mjs')], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.endsWith('\n')).toBe(true);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toBe(
    "tillbridge: the desktop shell is unavailable on this machine because Electron's binary is not installed; run `npm run serve` instead to run Tillbridge headless (it prints a UI: address to open in a browser).",
  );
});
