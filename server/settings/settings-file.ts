import path from 'node:path';
import { parseJsonText, readHandEditedFile } from '../config/hand-edited-file.js';
import { writeFileAtomic } from '../storage/atomic-file.js';

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

/** Writes the settings atomically (mode 0600): a crash leaves either the old file or the new one, never half of it. */
export function writeSettingsFile(file: string, settings: Readonly<Record<string, unknown>>): void {
  writeFileAtomic(file, JSON.stringify(settings, null, 2) + '\n', 0o600);
}
