import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { cliScripts, makeDataDir, runCliOnce, startHeadlessServer, type HeadlessServer } from './headless-server.js';

/** A hosted loyalty service for the console's specs: two networks, a venue and a till key each, guests to find. */

export const cityTill = { posObjectId: 'cafe-1', apiKey: 'city-till-key-0123456789' } as const;
export const harbourTill = { posObjectId: 'bar-1', apiKey: 'harbour-till-key-0123456789' } as const;

/** What the networks, venues and programmes are called: English for the specs, either language for screenshots. */
export interface ConsoleNames {
  readonly city: string;
  readonly harbour: string;
  readonly cafe: string;
  readonly bar: string;
  readonly cityProgramme: string;
  readonly harbourProgramme: string;
  readonly baseRank: string;
  readonly tillKey: string;
}

export const englishNames: ConsoleNames = {
  city: 'City cafes',
  harbour: 'Harbour bars',
  cafe: 'Cafe on Main Street',
  bar: 'Bar at the pier',
  cityProgramme: 'City bonuses',
  harbourProgramme: 'Harbour bonuses',
  baseRank: 'Base',
  tillKey: 'City till',
};

const bootstrapOf = (names: ConsoleNames) => ({
  networks: [
    { code: 'city', name: names.city },
    { code: 'harbour', name: names.harbour },
  ],
  venues: [
    { posObjectId: cityTill.posObjectId, name: names.cafe, network: 'city' },
    { posObjectId: harbourTill.posObjectId, name: names.bar, network: 'harbour' },
  ],
  apiKeys: [
    { label: names.tillKey, key: cityTill.apiKey, networks: ['city'] },
    { label: 'Harbour till', key: harbourTill.apiKey, networks: ['harbour'] },
  ],
  programmes: [
    {
      network: 'city',
      name: names.cityProgramme,
      maxBonusSharePercent: 50,
      ranks: [{ name: names.baseRank, threshold: 0, cashbackPercentage: 3 }],
    },
    {
      network: 'harbour',
      name: names.harbourProgramme,
      maxBonusSharePercent: 30,
      ranks: [{ name: names.baseRank, threshold: 0, cashbackPercentage: 2 }],
    },
  ],
});

/** Starts `npm run loyalty` from out/ with the bootstrap above, in a data folder of its own; ready once it listens. */
export async function startHostedLoyalty(names: ConsoleNames = englishNames): Promise<HeadlessServer> {
  const dataDir = makeDataDir();
  const file = path.join(dataDir, 'bootstrap.json');
  fs.writeFileSync(file, JSON.stringify(bootstrapOf(names)));
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

/** A `loyalty-admin` command that must succeed; its standard output. */
export function loyaltyAdmin(dataDir: string, args: readonly string[]): string {
  const result = runCliOnce(cliScripts.loyaltyAdmin, [args[0]!, '--data-dir', dataDir, ...args.slice(1)]);
  if (result.code !== 0) throw new Error(`loyalty-admin ${args[0]} failed (${result.code}): ${result.stderr}`);
  return result.stdout;
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
  guest: { readonly phone: string; readonly card: string; readonly bonuses: number; readonly name?: string },
): Promise<void> {
  const [firstName, lastName] = (guest.name ?? 'Anna Petrova').split(' ');
  await tillCall(service, till, 'guests/save', { guest: { phone: guest.phone, firstName, lastName } });
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
