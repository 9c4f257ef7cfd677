import path from 'node:path';
import { StartupError } from './startup-error.js';

/** The file was written by a newer Tillbridge: opening it with this one could corrupt it, so start-up stops. */
export class DatabaseTooNewError extends StartupError {
  /** What is wrong, without the advice: "has schema version 9, newer than this Tillbridge knows (8)". */
  readonly problem: string;
  constructor(file: string, version: number, known: number) {
    const problem = `has schema version ${version}, newer than this Tillbridge knows (${known})`;
    super(
      `Database ${file} ${problem}, and was left as it is: install the newer Tillbridge, or ${restoreAdvice(file)}`,
    );
    this.problem = problem;
  }
}

/** The file is damaged (not SQLite, cut short, or `PRAGMA quick_check` found damage): start-up stops, nothing is written. */
export class DatabaseDamagedError extends StartupError {
  constructor(
    file: string,
    /** What is wrong, without the advice: "it is cut short (4096 bytes of 8192)". */
    readonly problem: string,
  ) {
    super(`Database ${file} is damaged (${problem}) and was left as it is: ${restoreAdvice(file)}`);
  }
}

/** How to put the last backup back: the backups are the files `npm run backup` wrote (there is no automatic one). */
function restoreAdvice(file: string): string {
  const db = path.basename(file, '.sqlite');
  const dataDir = path.dirname(file);
  return (
    `restore the last backup made with npm run backup (it is where its --out pointed): stop Tillbridge, run ` +
    `npm run restore -- --data-dir ${quote(dataDir)} --db ${db} --from BACKUP_FILE, then start it again ` +
    `(docs/operations.md, "Backup and restore").`
  );
}

/** A path as a shell word: quoted when it holds anything but safe characters. */
function quote(value: string): string {
  return /^[\w./:\\-]+$/.test(value) ? value : `"${value}"`;
}
