import fs from 'node:fs/promises';
import type { Database } from 'better-sqlite3';

interface SyncState {
  /** The fsync running now. */
  running?: Promise<void> | undefined;
  /** The fsync that starts when `running` ends: every caller that came after `running` started shares it. */
  next?: Promise<void> | undefined;
}

const states = new WeakMap<Database, SyncState>();

/** fsyncs the file behind `db`'s WAL on libuv's thread pool; opened each time, so it is always the current file. */
async function fsyncWal(db: Database): Promise<void> {
  const handle = await fs.open(`${db.name}-wal`, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Makes every commit `db` made so far durable without blocking the event loop: one fsync of its WAL file that starts
 * after this call, run off the main thread. Callers that arrive while an fsync runs share the one after it (group
 * fsync). A WAL fsync covers every frame written before it, so SQLite recovers at least up to the last commit it
 * covered after a power cut (docs/operations.md, "Durable commits"). Nothing to do for an in-memory database.
 */
export function syncWal(db: Database): Promise<void> {
  if (db.memory) return Promise.resolve();
  let state = states.get(db);
  if (!state) {
    state = {};
    states.set(db, state);
  }
  const current = state;
  if (!current.running) return start(db, current);
  current.next ??= current.running.then(
    () => start(db, current),
    () => start(db, current),
  );
  return current.next;
}

function start(db: Database, state: SyncState): Promise<void> {
  state.next = undefined;
  const running = fsyncWal(db);
  state.running = running;
  const done = () => {
    if (state.running === running) state.running = undefined;
  };
  running.then(done, done);
  return running;
}
