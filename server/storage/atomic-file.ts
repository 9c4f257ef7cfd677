import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Replaces `file` with `text` so that a crash at any point leaves either the old file or the new one, never part of
 * one: a temporary file beside it (`mode` when created), fsynced, renamed over `file`, then the folder fsynced so the
 * rename itself survives a power cut. A failed step removes the temporary file.
 */
export function writeFileAtomic(file: string, text: string, mode = 0o666): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = fs.openSync(temp, 'w', mode);
    try {
      fs.writeSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(path.dirname(file));
}

/** Makes a rename in `folder` durable where the platform can sync a folder (Windows cannot open one for it). */
export function syncFolder(folder: string): void {
  try {
    const fd = fs.openSync(folder, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    /** The rename stands; only its durability before the file system's next flush is not forced. */
  }
}
