import { utilityProcess } from 'electron';
import type { CoreProcess } from './core-supervisor.js';
import { coreEntryPath } from './shell-paths.js';

export interface CoreLaunch {
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  /** Echo the core's stdout and stderr to the terminal (development). */
  readonly echo: boolean;
}

/** Forks the bridge core in an Electron utility process and adapts it to what the supervisor needs. */
export function launchCore(launch: CoreLaunch): CoreProcess {
  const child = utilityProcess.fork(coreEntryPath, [...launch.args], {
    env: launch.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    serviceName: 'Tillbridge core',
  });
  let lastErrorLine: string | null = null;
  child.stdout?.on('data', (chunk: Buffer) => {
    if (launch.echo) process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (launch.echo) process.stderr.write(chunk);
    const lines = chunk
      .toString('utf8')
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '');
    if (lines.length > 0) lastErrorLine = lines.at(-1)!.slice(0, 500);
  });
  return {
    postMessage: (message) => child.postMessage(message),
    kill: () => void child.kill(),
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.on('exit', listener),
    lastErrorLine: () => lastErrorLine,
  };
}
