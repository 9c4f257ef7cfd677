import type { Database } from 'better-sqlite3';

/** Appends one entry to the bridge's own journal (`app_events`). */
export function recordAppEvent(db: Database, at: string, kind: string, detail: Record<string, unknown>): void {
  db.prepare('INSERT INTO app_events (at, kind, detail) VALUES (?, ?, ?)').run(at, kind, JSON.stringify(detail));
}
