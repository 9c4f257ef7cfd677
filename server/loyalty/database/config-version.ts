import type { Database } from 'better-sqlite3';
import { sql } from '../../storage/statements.js';

interface VersionState {
  /** `PRAGMA data_version` when last read: it changes whenever ANOTHER connection commits. */
  dataVersion: number;
  /** The local epoch when last compared. */
  epoch: number;
  /** Bumped whenever either of the two changes; what callers compare. */
  generation: number;
  /** Whether `dataVersion` was read in the current event-loop turn. */
  fresh: boolean;
}

const states = new WeakMap<Database, VersionState>();
let localEpoch = 0;

/** Call after this process changes keys, venues, programmes, ranks or campaigns (its own commits leave data_version). */
export function configChanged(): void {
  localEpoch += 1;
}

function stateOf(db: Database): VersionState {
  let state = states.get(db);
  if (!state) {
    state = { dataVersion: -1, epoch: localEpoch, generation: 0, fresh: false };
    states.set(db, state);
  }
  return state;
}

/** Re-reads `PRAGMA data_version` now (the group commit calls it once per batch, inside its transaction). */
export function refreshDataVersion(db: Database): void {
  const state = stateOf(db);
  const version = sql(db, 'PRAGMA data_version').pluck().get() as number;
  if (version !== state.dataVersion) {
    state.dataVersion = version;
    state.generation += 1;
  }
}

/**
 * A number that changes whenever configuration may have changed: this process's own changes (configChanged) or a
 * commit of another connection (the admin CLI, a bootstrap). The pragma is read at most once per event-loop turn.
 */
export function configVersion(db: Database): number {
  const state = stateOf(db);
  if (!state.fresh) {
    refreshDataVersion(db);
    state.fresh = true;
    setImmediate(() => (state.fresh = false));
  }
  if (state.epoch !== localEpoch) {
    state.epoch = localEpoch;
    state.generation += 1;
  }
  return state.generation;
}
