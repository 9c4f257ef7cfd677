import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseJsonText, readHandEditedFile } from '../config/hand-edited-file.js';

/** The file's settings; an absent file is `{}`. A file that is not a JSON object is an error (start-up refuses it too). */
export function readSettingsFile(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readHandEditedFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed = parseJsonText(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${path.basename(file)} must hold a JSON object of settings`);
  return parsed as Record<string, unknown>;
}

/**
 * Writes the settings atomically: a temporary file in the same folder, flushed to disk, then renamed over the old one,
 * so a crash leaves either the old file or the new one, never half of it.
 */
export function writeSettingsFile(file: string, settings: Readonly<Record<string, unknown>>): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = fs.openSync(temp, 'w', 0o600);
  try {
    fs.writeSync(fd, JSON.stringify(settings, null, 2) + '\n');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
