import { spawn, spawnSync } from 'node:child_process';
import { electronBinary, projectRoot } from './electron-binary.mjs';
import { ensureElectronNative } from './electron-native.mjs';

/**
 * `npm start`: the desktop app. Without Electron's binary it says so in one sentence and points at headless mode;
 * otherwise it builds, makes sure better-sqlite3 is built for Electron, and runs Electron on the project folder
 * (extra arguments, e.g. `npm start -- --port 1221`, go to the bridge).
 */
function main() {
  const binary = electronBinary();
  if (!binary) {
    process.stderr.write(
      "tillbridge: the desktop shell is unavailable on this machine because Electron's binary is not installed; run `npm run serve` instead to run Tillbridge headless (it prints a UI: address to open in a browser).\n",
    );
    process.exitCode = 1;
    return;
  }
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: projectRoot,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) {
    process.exitCode = build.status ?? 1;
    return;
  }
  try {
    ensureElectronNative();
  } catch (error) {
    process.stderr.write(`tillbridge: ${error.message}.\n`);
    process.exitCode = 1;
    return;
  }
  runElectron(binary);
}

/** Runs Electron with the terminal attached and ends with its exit code; Ctrl+C reaches it as a normal quit. */
function runElectron(binary) {
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const electron = spawn(binary, [projectRoot, ...process.argv.slice(2)], { cwd: projectRoot, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (electron.exitCode === null) electron.kill(signal);
    });
  }
  electron.on('error', (error) => {
    process.stderr.write(`tillbridge: could not start Electron: ${error.message}.\n`);
    process.exitCode = 1;
  });
  electron.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

main();
