import type { Migration } from '../../migration.js';

/** The bridge's journal of its own life: starts, stops, backups, configuration changes. */
export const m0001AppEvents: Migration = {
  version: 1,
  name: '0001-app-events',
  up(db) {
    db.exec(`
      CREATE TABLE app_events (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        kind TEXT NOT NULL,
        detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail))
      ) STRICT;
      CREATE INDEX app_events_at ON app_events (at);
    `);
  },
};
