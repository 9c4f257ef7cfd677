import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh path for a SQLite file in its own temp folder. */
export function tempDatabasePath(name = 'test.sqlite'): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-db-')), name);
}
