import type { Migration } from '../../migration.js';

/**
 * Shifts: exactly one is open (`closed_at` NULL); closing it (doshift) stores its Z-report totals as JSON and the text
 * printed, and opens the next. Every new payment joins the open shift through `payments.shift_id` (a trigger), so a
 * close writes one shift row instead of marking every payment, and the covering index lets the Z-report total a shift
 * of 100,000 payments without touching the table.
 */
export const m0003Shifts: Migration = {
  version: 3,
  name: '0003-shifts',
  up(db) {
    db.exec(`
      CREATE TABLE shifts (
        id INTEGER PRIMARY KEY,
        opened_at TEXT NOT NULL,
        closed_at TEXT,
        closed_by_station TEXT,
        restaurant TEXT,
        payment_count INTEGER CHECK (payment_count >= 0),
        totals TEXT CHECK (totals IS NULL OR json_valid(totals)),
        printed_text TEXT,
        CHECK ((closed_at IS NULL) = (totals IS NULL) AND (closed_at IS NULL) = (printed_text IS NULL)
          AND (closed_at IS NULL) = (payment_count IS NULL))
      ) STRICT;
      CREATE UNIQUE INDEX shifts_one_open ON shifts ((closed_at IS NULL)) WHERE closed_at IS NULL;
      INSERT INTO shifts (id, opened_at)
        VALUES (1, coalesce((SELECT min(created_at) FROM payments), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')));
      UPDATE payments SET shift_id = 1 WHERE shift_id IS NULL;

      CREATE INDEX payments_shift_totals
        ON payments (shift_id, state, payment_system, station, amount_minor, tip_minor, created_at);
      CREATE TRIGGER payments_join_open_shift AFTER INSERT ON payments WHEN NEW.shift_id IS NULL
      BEGIN
        UPDATE payments SET shift_id = (SELECT id FROM shifts WHERE closed_at IS NULL) WHERE rowid = NEW.rowid;
      END;
    `);
  },
};
