import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';

/** What the writer's thread gives the checkpointer (server/storage/checkpointer.ts). */
export interface CheckpointWorkerData {
  readonly files: readonly string[];
  readonly intervalMs: number;
  /** The native addon the writer loaded (the desktop shell's Electron build), if not the default one. */
  readonly nativeBinding?: string | undefined;
}

const { files, intervalMs, nativeBinding } = workerData as CheckpointWorkerData;
const databases = files.map((file) => {
  const db = new BetterSqlite3(file, nativeBinding ? { nativeBinding } : {});
  db.pragma('busy_timeout = 1000');
  /** The checkpoint syncs the WAL before copying it and the database file after, as the writer's FULL promises. */
  db.pragma('synchronous = FULL');
  return db;
});

/** PASSIVE: copies what it can without waiting for the writer or blocking it. */
const timer = setInterval(() => {
  for (const db of databases)
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      parentPort?.postMessage({ file: db.name, error: (error as Error).message });
    }
}, intervalMs);

parentPort?.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  for (const db of databases) db.close();
  parentPort?.close();
});
