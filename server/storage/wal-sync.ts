import fs from 'node:fs';
import type { Database } from 'better-sqlite3';

interface SyncState {
  /** The WAL file, opened by the first sync and kept open until releaseWal. */
  fd?: Promise<number> | undefined;
  /** The fdatasync running now. */
  running?: Promise<void> | undefined;
  /** The one that starts when `running` ends: every caller that came after `running` started shares it. */
  next?: Promise<void> | undefined;
}

const states = new WeakMap<Database, SyncState>();

/**
 * The WAL file's descriptor. Kept open: SQLite writes the same file for as long as the connection is open (it removes
 * it only when the last connection closes), and each sync is then one trip to the thread pool instead of three.
 */
function walFd(db: Database, state: SyncState): Promise<number> {
  if (!state.fd) {
    const opening = new Promise<number>((resolve, reject) =>
      fs.open(`${db.name}-wal`, 'r+', (error, fd) => (error ? reject(error) : resolve(fd))),
    );
    state.fd = opening;
    opening.catch(() => {
      if (state.fd === opening) state.fd = undefined;
    });
  }
  return state.fd;
}

async function syncFile(db: Database, state: SyncState): Promise<void> {
  const fd = await walFd(db, state);
  await new Promise<void>((resolve, reject) => fs.fdatasync(fd, (error) => (error ? reject(error) : resolve())));
}

/**
 * Makes every commit `db` made so far durable without blocking the event loop: one fdatasync of its WAL file that
 * starts after this call, run off the main thread. Callers that arrive while one runs share the one after it (group
 * sync). A WAL sync covers every frame written before it, so SQLite recovers at least up to the last commit it covered
 * after a power cut (docs/operations.md, "Durable commits"). Nothing to do for an in-memory database.
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
  const running = syncFile(db, state);
  state.running = running;
  const done = () => {
    if (state.running === running) state.running = undefined;
  };
  running.then(done, done);
  return running;
}

/** Closes the WAL file syncWal kept open, once its syncs are done; call before closing `db`. */
export async function releaseWal(db: Database): Promise<void> {
  const state = states.get(db);
  states.delete(db);
  if (!state?.fd) return;
  await Promise.allSettled([state.running, state.next]);
  const fd = await state.fd.catch(() => undefined);
  if (fd !== undefined) await new Promise<void>((resolve) => fs.close(fd, () => resolve()));
}
