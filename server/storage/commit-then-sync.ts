import fs from 'node:fs';
import { promisify } from 'node:util';
import type { Database } from 'better-sqlite3';
import { atomic } from './atomic.js';
import { sql } from './statements.js';
import { atomicUnsynced } from './unsynced.js';

export interface Committed<T> {
  readonly value: T;
  /** Resolves once the commit is on disk; rejects, naming the file, when the fsync fails. */
  readonly durable: Promise<void>;
}

/**
 * Commits `work` at once and makes it durable off the main thread: in WAL mode the COMMIT is not fsynced, then an fsync
 * of the WAL file runs on libuv's thread pool (it covers every frame written before it). The caller awaits `durable`
 * before the outside call the write guards, and does other work meanwhile. Without a WAL the commit is a durable one.
 * Only the WAL file is opened: closing a descriptor of the database file would drop SQLite's POSIX locks on it.
 */
export function commitThenSync<T>(db: Database, work: () => T): Committed<T> {
  if (db.inTransaction) throw new Error('commitThenSync commits: it cannot run inside an open transaction');
  if (!walOnDisk(db)) return { value: atomic(db, work), durable: Promise.resolve() };
  const value = atomicUnsynced(db, work);
  const durable = syncWal(db);
  /** Not every caller reaches its await (an earlier step may fail); the rejection still reaches those that do. */
  durable.catch(() => undefined);
  return { value, durable };
}

const walModes = new WeakMap<Database, boolean>();

/**
 * Whether `db` writes a WAL file, so that an unsynced commit can be made durable by syncWal. Read once per connection:
 * openDatabase sets the journal mode when it opens one, and nothing changes it after.
 */
export function walOnDisk(db: Database): boolean {
  let wal = walModes.get(db);
  if (wal === undefined) {
    wal = !db.memory && sql(db, 'PRAGMA journal_mode').pluck().get() === 'wal';
    walModes.set(db, wal);
  }
  return wal;
}

/** A database's fsync under way, and the one that waits to start after it. */
interface WalSyncs {
  running?: Promise<void> | undefined;
  next?: Promise<void> | undefined;
}

const walSyncs = new WeakMap<Database, WalSyncs>();

/**
 * Resolves once every frame committed before the call is on disk: an fsync of the WAL file on libuv's thread pool.
 * Calls made while one runs share the next one, which starts when it ends (group commit of the syncs: one fsync for
 * many commits under load).
 */
export function syncWal(db: Database): Promise<void> {
  let syncs = walSyncs.get(db);
  if (!syncs) walSyncs.set(db, (syncs = {}));
  const state = syncs;
  if (!state.running) return startSync(db, state);
  state.next ??= state.running
    .catch(() => undefined)
    .then(() => {
      state.next = undefined;
      return startSync(db, state);
    });
  return state.next;
}

function startSync(db: Database, state: WalSyncs): Promise<void> {
  const run = fsyncWal(db).finally(() => {
    if (state.running === run) state.running = undefined;
  });
  state.running = run;
  return run;
}

const fsync = promisify(fs.fsync);

/**
 * The WAL file's descriptor, opened once per connection: SQLite keeps the file (the same inode) while any connection is
 * open and deletes it only when the last one closes, so one descriptor serves every sync of an open connection. It is
 * closed by the first sync after the connection closed, or when the connection is collected.
 */
const walDescriptors = new WeakMap<Database, number>();
const closeWhenCollected = new FinalizationRegistry<number>((fd) => fs.close(fd, () => undefined));

function walDescriptor(db: Database): number {
  let fd = walDescriptors.get(db);
  if (fd === undefined) {
    fd = fs.openSync(`${db.name}-wal`, 'r+');
    walDescriptors.set(db, fd);
    closeWhenCollected.register(db, fd, db);
  }
  return fd;
}

/** One fsync of the WAL file: it covers every frame committed before it started. */
async function fsyncWal(db: Database): Promise<void> {
  const fd = walDescriptor(db);
  await fsync(fd);
  if (db.open) return;
  walDescriptors.delete(db);
  closeWhenCollected.unregister(db);
  fs.closeSync(fd);
}

/**
 * Commits `work` and resolves once it is on disk, the fsync on the thread pool (commitThenSync): for a write an outside
 * call or a reply depends on, on a path where the main thread must not wait for the disk.
 */
export async function commitDurable<T>(db: Database, work: () => T): Promise<T> {
  const committed = commitThenSync(db, work);
  await committed.durable;
  return committed.value;
}
