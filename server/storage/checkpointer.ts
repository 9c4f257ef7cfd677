import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import type { Logger } from 'pino';
import type { CheckpointWorkerData } from './checkpoint-worker.js';
import { nativeBinding } from './sqlite-binding.js';

/** SQLite's own automatic checkpoint, in WAL pages: what the writer goes back to when the checkpointer is gone. */
const writerAutocheckpoint = 1000;
/** While the checkpointer runs, the writer checkpoints itself only past this many pages (about 40 MB): a safety net. */
const netAutocheckpoint = 10_000;

export interface Checkpointer {
  stop(): Promise<void>;
}

export interface CheckpointerOptions {
  readonly intervalMs?: number;
  /** The worker script (tests point it elsewhere); by default the compiled checkpoint-worker.js. */
  readonly script?: URL;
}

/** The compiled worker beside this file; run from the sources (Vitest), the build's copy in out/ (npm test builds). */
function workerScript(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./checkpoint-worker.js', import.meta.url);
  return new URL('../../out/server/storage/checkpoint-worker.js', import.meta.url);
}

/**
 * Moves WAL checkpoints off the event loop: one worker thread, with a connection of its own to each database, checkpoints
 * them every `intervalMs`, so no commit on the writer's thread pays for copying the WAL into the database file and syncing it.
 * Should the worker fail to start or die, the writer checkpoints itself again, as SQLite does by default.
 */
export function startCheckpointer(
  databases: readonly Database[],
  logger: Logger,
  options: CheckpointerOptions = {},
): Checkpointer {
  const data: CheckpointWorkerData = {
    files: databases.map((db) => db.name),
    intervalMs: options.intervalMs ?? 500,
    nativeBinding: nativeBinding(),
  };
  const worker = new Worker(options.script ?? workerScript(), { workerData: data });
  let stopping = false;
  let fellBack = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const autocheckpoint = (pages: number): void => {
    for (const db of databases) if (db.open) db.pragma(`wal_autocheckpoint = ${pages}`);
  };
  const fallBack = (reason: string): void => {
    if (stopping || fellBack) return;
    fellBack = true;
    autocheckpoint(writerAutocheckpoint);
    logger.warn({ reason }, 'checkpoint thread unavailable: the writers checkpoint themselves');
  };
  autocheckpoint(netAutocheckpoint);
  worker.on('message', (message: { file?: string; error?: string }) => {
    if (message.error) logger.warn({ file: message.file, err: message.error }, 'checkpoint failed');
  });
  worker.once('error', (error) => fallBack(error.message));
  worker.once('exit', (code) => fallBack(`exited with code ${code}`));
  /** After the listeners: adding a 'message' listener refs the worker again, and would keep the process alive. */
  worker.unref();
  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      /** Waiting on an unref'd worker would let the process exit under us (the caller still has work to do). */
      worker.ref();
      worker.postMessage('stop');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 2000)))]);
      clearTimeout(timer);
      await worker.terminate();
      autocheckpoint(writerAutocheckpoint);
    },
  };
}
