import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../errors/startup-error.js';
import { writeFileAtomic } from '../storage/atomic-file.js';
import type { AuXml, TipBlock } from './station-requests.js';

/** What confpay/voidpay need from the last authpay. */
export interface LastPayment {
  readonly station: string;
  readonly amountMinor: number;
  readonly auXml: AuXml;
  readonly tip?: TipBlock | undefined;
}

export const defaultStateFile = path.join(os.tmpdir(), 'tillbridge-station-state.json');

export function saveLastPayment(file: string, payment: LastPayment): void {
  writeFileAtomic(file, JSON.stringify(payment, null, 2) + '\n');
}

export function loadLastPayment(file: string): LastPayment {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new StartupError(`No saved authpay in ${file}: run a successful authpay first (or pass --state FILE).`);
  }
  try {
    return JSON.parse(text) as LastPayment;
  } catch {
    throw new StartupError(`${file} is not a saved authpay: run authpay again.`);
  }
}
