/** SQLite's "database or disk is full" (`SQLITE_FULL`) or the file system's `ENOSPC`: the data folder's disk is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === 'ENOSPC';
}

/** What a client is told: nothing was written, and what frees the till again. */
export const diskFullMessage =
  "the till's disk is full: nothing was written; free space on the drive that holds Tillbridge's data folder and try again";
