import fs from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../../config/clock.js';
import { SmsSendError, type SmsSender } from './sms-sender.js';

export const outboxFileName = 'sms-outbox.jsonl';

/** One line of the development outbox. */
export interface OutboxEntry {
  readonly at: string;
  readonly phone: string;
  readonly code: string;
  readonly text: string;
}

/** Development sender: appends each message as one JSON line to `<dataDir>/sms-outbox.jsonl` instead of sending it. */
export function outboxSmsSender(dataDir: string, now: Clock): SmsSender {
  const file = path.join(dataDir, outboxFileName);
  return {
    kind: 'outbox',
    async send(message) {
      const entry: OutboxEntry = { at: new Date(now()).toISOString(), ...message };
      try {
        await fs.appendFile(file, JSON.stringify(entry) + '\n', { encoding: 'utf8', mode: 0o600 });
      } catch (error) {
        throw new SmsSendError(503, `cannot write the SMS outbox ${file}: ${(error as Error).message}`);
      }
    },
  };
}

/** Reads every message of the outbox, oldest first (for tests and tools). */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const text = await fs.readFile(path.join(dataDir, outboxFileName), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry);
}
