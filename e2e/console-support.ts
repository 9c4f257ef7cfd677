import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { cliScripts, makeDataDir, runCliOnce, startHeadlessServer, type HeadlessServer } from './headless-server.js';

/** A hosted loyalty service for the console's specs: two networks, a venue and a till key each, a guest to find. */

export const cityTill = { posObjectId: 'cafe-1', apiKey: 'city-till-key-0123456789' } as const;
export const harbourTill = { posObjectId: 'bar-1', apiKey: 'harbour-till-key-0123456789' } as const;

const bootstrap = {
  networks: [
    { code: 'city', name: 'City cafes' },
    { code: 'harbour', name: 'Harbour bars' },
  ],
  venues: [
    { posObjectId: cityTill.posObjectId, name: 'Cafe on Main Street', network: 'city' },
    { posObjectId: harbourTill.posObjectId, name: 'Bar at the pier', network: 'harbour' },
  ],
  apiKeys: [
    { label: 'City till', key: cityTill.apiKey, networks: ['city'] },
    { label: 'Harbour till', key: harbourTill.apiKey, networks: ['harbour'] },
  ],
  programmes: [
    {
      network: 'city',
      name: 'City bonuses',
      maxBonusSharePercent: 50,
      ranks: [{ name: 'Base', threshold: 0, cashbackPercentage: 3 }],
    },
    {
      network: 'harbour',
      name: 'Harbour bonuses',
      maxBonusSharePercent: 30,
      ranks: [{ name: 'Deck', threshold: 0, cashbackPercentage: 2 }],
    },
  ],
};

/** Starts `npm run loyalty` from out/ with the bootstrap above, in a data folder of its own; ready once it listens. */
export async function startHostedLoyalty(): Promise<HeadlessServer> {
  const dataDir = makeDataDir();
  const file = path.join(dataDir, 'bootstrap.json');
  fs.writeFileSync(file, JSON.stringify(bootstrap));
  return startHeadlessServer({
    script: cliScripts.loyalty,
    dataDir,
    args: ['--bootstrap', file],
    readyLine: /^Loyalty service: (\S+)$/m,
  });
}

/** `npm run loyalty-admin -- add-admin` with the password on standard input; scope flags as given. */
export function addAdmin(dataDir: string, email: string, password: string, scope: readonly string[]): void {
  const result = runCliOnce(
    cliScripts.loyaltyAdmin,
    ['add-admin', '--data-dir', dataDir, '--email', email, ...scope],
    {},
    password,
  );
  if (result.code !== 0) throw new Error(`add-admin failed (${result.code}): ${result.stderr}${result.stdout}`);
}

/** Calls the b2b API as a till, as the till would (for the guests the console then finds). */
export async function tillCall(
  service: HeadlessServer,
  till: { readonly posObjectId: string; readonly apiKey: string },
  endpoint: string,
  body: object,
): Promise<void> {
  const response = await fetch(`${service.url}/b2b/v1/loyalty/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: till.apiKey },
    body: JSON.stringify({ organization: { type: 'posObjectId', id: till.posObjectId }, ...body }),
  });
  if (response.status !== 200) throw new Error(`${endpoint} answered ${response.status}: ${await response.text()}`);
}

/** A guest with a plastic card and bonuses (currency units), made through a till's key. */
export async function seedConsoleGuest(
  service: HeadlessServer,
  till: { readonly posObjectId: string; readonly apiKey: string },
  guest: { readonly phone: string; readonly card: string; readonly bonuses: number },
): Promise<void> {
  await tillCall(service, till, 'guests/save', {
    guest: { phone: guest.phone, firstName: 'Anna', lastName: 'Petrova' },
  });
  await tillCall(service, till, 'guests/addLoyaltyCard', {
    guest: { type: 'phone', phone: guest.phone },
    cardTrack: `T${guest.card}`,
    cardNumber: guest.card,
    isVirtual: false,
  });
  await tillCall(service, till, 'guests/addBonus', {
    guest: { type: 'phone', phone: guest.phone },
    amount: guest.bonuses,
    comment: 'welcome',
  });
}

/** Signs in on the console's sign-in page (English) and waits for the console's navigation. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console pages' })).toBeVisible();
}
