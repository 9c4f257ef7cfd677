import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../errors/startup-error.js';
import { syncFolder } from './atomic-file.js';
import { inspectDatabase } from './inspect-database.js';
import { DatabaseDamagedError, DatabaseTooNewError } from '../errors/storage-errors.js';

export interface RestoreResult {
  readonly bytes: number;
  /** Where the file it replaced (and its -wal and -shm) now are; undefined when there was none. */
  readonly kept: string | undefined;
}

const sideFiles = ['-wal', '-shm'] as const;

/**
 * Puts a backup in place of a stopped service's database. The backup is copied beside the database, flushed and
 * inspected (not damaged, not newer than this build) before anything else moves; the file it replaces is kept with its
 * -wal and -shm as `<name>.replaced-<time>.sqlite` (never deleted); the copy is then renamed into place, so a crash
 * leaves either the old database or the restored one under the database's name.
 */
export function restoreDatabase(backup: string, target: string, knownVersion: number, now = new Date()): RestoreResult {
  if (!fs.existsSync(backup)) throw new StartupError(`There is no backup at ${backup}: check --from.`);
  if (path.resolve(backup) === path.resolve(target))
    throw new StartupError(`${backup} is the database itself: --from must name a backup.`);
  const staging = `${target}.restoring`;
  removeWithSideFiles(staging);
  try {
    fs.copyFileSync(backup, staging);
    syncFile(staging);
    inspectDatabase(staging, knownVersion);
  } catch (error) {
    removeWithSideFiles(staging);
    if (error instanceof DatabaseDamagedError || error instanceof DatabaseTooNewError)
      throw new StartupError(`The backup ${backup} cannot be restored: it ${describe(error)}; nothing was changed.`);
    if (error instanceof StartupError) throw error;
    throw new StartupError(`Cannot copy the backup ${backup}: ${(error as Error).message}; nothing was changed.`);
  }
  /** The read-only inspection may have made an empty -wal and -shm for the copy: they must not follow it. */
  for (const suffix of sideFiles) fs.rmSync(staging + suffix, { force: true });
  const kept = fs.existsSync(target) ? keepReplaced(target, now) : undefined;
  fs.renameSync(staging, target);
  syncFolder(path.dirname(target));
  return { bytes: fs.statSync(target).size, kept };
}

function describe(error: DatabaseDamagedError | DatabaseTooNewError): string {
  return error instanceof DatabaseTooNewError ? error.problem : `is damaged (${error.problem})`;
}

/** Keeps the current database under a new name: a hard link (no copy of a large file) where the file system has them. */
function keepReplaced(target: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const kept = path.join(path.dirname(target), `${path.basename(target, '.sqlite')}.replaced-${stamp}.sqlite`);
  try {
    fs.linkSync(target, kept);
  } catch {
    fs.copyFileSync(target, kept);
  }
  for (const suffix of sideFiles) if (fs.existsSync(target + suffix)) fs.renameSync(target + suffix, kept + suffix);
  return kept;
}

function removeWithSideFiles(file: string): void {
  for (const suffix of ['', ...sideFiles]) fs.rmSync(file + suffix, { force: true });
}

function syncFile(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
