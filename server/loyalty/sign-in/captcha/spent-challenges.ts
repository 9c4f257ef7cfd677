import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Clock } from '../sign-in-settings.js';

/** The named HMAC secret in `service_secrets`, created on first use so every process of one service shares it. */
export function captchaSecret(db: Database, name: string): string {
  db.prepare('INSERT OR IGNORE INTO service_secrets (name, value) VALUES (?, ?)').run(
    name,
    randomBytes(32).toString('hex'),
  );
  return db.prepare('SELECT value FROM service_secrets WHERE name = ?').pluck().get(name) as string;
}

/** Records a spent challenge; false when it was already spent. Expired records are dropped on the way. */
export function spendChallenge(db: Database, challengeHash: string, expiresAt: number, now: Clock): boolean {
  return db.transaction(() => {
    db.prepare('DELETE FROM guest_captcha_spent WHERE expires_at < ?').run(now());
    const result = db
      .prepare('INSERT OR IGNORE INTO guest_captcha_spent (challenge_hash, expires_at) VALUES (?, ?)')
      .run(challengeHash, expiresAt);
    return result.changes === 1;
  })();
}
