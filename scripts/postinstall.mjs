import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { electronBinary, electronInstallScript, projectRoot } from './electron-binary.mjs';

/**
 * After `npm install`: fetch Electron's binary if this machine can (its own postinstall is denied in allowScripts so
 * that a refused download cannot fail the install), then build, so `npm run serve` works straight away.
 */
function fetchElectron() {
  if (electronBinary() || !fs.existsSync(electronInstallScript)) return;
  if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    console.log('tillbridge: Electron binary download skipped (ELECTRON_SKIP_BINARY_DOWNLOAD); headless mode works.');
    return;
  }
  const result = spawnSync(process.execPath, [electronInstallScript], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (result.status === 0 && electronBinary()) {
    console.log('tillbridge: Electron binary installed; npm start opens the desktop app.');
    return;
  }
  const reason = (result.stderr || result.error?.message || 'unknown error').trim().split('\n')[0];
  console.log(
    `tillbridge: Electron's binary could not be downloaded (${reason}); the desktop shell is unavailable here, run headless with npm run serve.`,
  );
}

fetchElectron();
const build = spawnSync('npm', ['run', 'build', '--silent'], {
  cwd: projectRoot,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(build.status ?? 1);
