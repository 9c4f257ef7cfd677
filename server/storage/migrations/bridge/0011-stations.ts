import type { Migration } from '../../migration.js';

/**
 * The stations seen (`SrcID/@cashguid`), numbered in the order they first paid, with the POS's own code
 * (`SrcID/@fullcode`, the latest seen) and the name the manager gives in the settings (NULL until named). The window,
 * journal, reports and slips show the name, else the code, else "Station N", never the bare GUID. Stations of the
 * payments already recorded are filled in, oldest first.
 */
export const m0011Stations: Migration = {
  version: 11,
  name: '0011-stations',
  up(db) {
    db.exec(`
      CREATE TABLE stations (
        number INTEGER PRIMARY KEY,
        station TEXT NOT NULL UNIQUE,
        fullcode TEXT,
        name TEXT CHECK (name IS NULL OR length(name) BETWEEN 1 AND 40),
        first_seen_at TEXT NOT NULL
      ) STRICT;
      INSERT INTO stations (station, fullcode, first_seen_at)
        SELECT station,
               (SELECT fullcode FROM payments AS latest WHERE latest.station = p.station AND latest.fullcode IS NOT NULL
                ORDER BY created_at DESC LIMIT 1),
               min(created_at)
        FROM payments AS p GROUP BY station ORDER BY min(created_at), station;
    `);
  },
};
