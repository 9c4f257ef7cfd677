import { StartupError } from '../core/startup-error.js';

/** The file was written by a newer Tillbridge: opening it with this one could corrupt it, so start-up stops. */
export class DatabaseTooNewError extends StartupError {}

/** `PRAGMA quick_check` found damage: start-up stops so nothing is written on top of it. */
export class DatabaseDamagedError extends StartupError {}
