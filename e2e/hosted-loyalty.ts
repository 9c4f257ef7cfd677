import fs from 'node:fs';
import path from 'node:path';
import { cliScripts, freePort, makeDataDir, startHeadlessServer, type HeadlessServer } from './headless-server.js';

/** A hosted loyalty service (`npm run loyalty`) with a guest page, for the guest page's specs and screenshots. */

export interface HostedLoyalty {
  readonly service: HeadlessServer;
  /** `--public-url`, where the guest page is: `<publicUrl>/guest/<network>/`. */
  readonly publicUrl: string;
  readonly network: string;
  readonly venue: string;
  /** The till's b2b key for the venue. */
  readonly apiKey: string;
  readonly guestPageUrl: string;
}

export interface HostedLoyaltyOptions {
  /** Through the test hook TILLBRIDGE_TEST_PAYMENT_CODE_TTL_MS. */
  readonly paymentCodeTtlMs?: number;
  readonly networkName?: string;
  readonly venueName?: string;
  /** Campaigns of the network, as the bootstrap file declares them (without `network`). */
  readonly campaigns?: readonly object[];
  /** The programme's two ranks (default Silver from 0 and Gold from 5000). */
  readonly ranks?: readonly [string, string];
}

const network = 'cafe-net';
const venue = 'cafe-square';
const apiKey = 'e2e-till-key-0123456789';

function bootstrapYaml(options: HostedLoyaltyOptions): string {
  return `networks:
  - { code: ${network}, name: ${JSON.stringify(options.networkName ?? 'Cafe Net')} }
venues:
  - { posObjectId: ${venue}, name: ${JSON.stringify(options.venueName ?? 'Cafe on the Square')}, network: ${network} }
apiKeys:
  - { label: till, key: ${apiKey}, venues: [${venue}] }
programmes:
  - network: ${network}
    ranks:
      - { name: ${JSON.stringify(options.ranks?.[0] ?? 'Silver')}, threshold: 0, cashbackPercentage: 5 }
      - { name: ${JSON.stringify(options.ranks?.[1] ?? 'Gold')}, threshold: 5000, cashbackPercentage: 10 }
campaigns: ${JSON.stringify((options.campaigns ?? []).map((campaign) => ({ network, ...campaign })))}
`;
}

/** Starts the service on a port known beforehand, so `--public-url` names it; cheap captcha work for the browser. */
export async function startHostedLoyalty(options: HostedLoyaltyOptions = {}): Promise<HostedLoyalty> {
  const dataDir = makeDataDir();
  const bootstrap = path.join(dataDir, 'bootstrap.yaml');
  fs.writeFileSync(bootstrap, bootstrapYaml(options));
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const service = await startHeadlessServer({
    dataDir,
    readyLine: /^Loyalty service: (\S+)$/m,
    command: [
      process.execPath,
      cliScripts.loyalty,
      ...['--port', String(port), '--data-dir', dataDir, '--bootstrap', bootstrap, '--public-url', publicUrl],
    ],
    env: {
      LOYALTY_ALTCHA_COST: '1',
      LOYALTY_ALTCHA_MAX_COUNTER: '50',
      ...(options.paymentCodeTtlMs === undefined
        ? {}
        : { TILLBRIDGE_TEST_PAYMENT_CODE_TTL_MS: String(options.paymentCodeTtlMs) }),
    },
  });
  return { service, publicUrl, network, venue, apiKey, guestPageUrl: `${publicUrl}/guest/${network}/` };
}

/** Calls the b2b loyalty API as the till's venue. */
export async function b2bCall(hosted: HostedLoyalty, endpoint: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${hosted.service.url}/b2b/v1/loyalty/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: hosted.apiKey },
    body: JSON.stringify({ organization: { type: 'posObjectId', id: hosted.venue }, ...body }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${endpoint} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

/** A member with a plastic card and bonuses (currency units). */
export async function seedMember(
  hosted: HostedLoyalty,
  member: { phone: string; card: string; firstName: string },
  bonuses: number,
): Promise<void> {
  await b2bCall(hosted, 'guests/save', { guest: { phone: member.phone, firstName: member.firstName } });
  await b2bCall(hosted, 'guests/addLoyaltyCard', {
    guest: { type: 'phone', phone: member.phone },
    cardTrack: `T${member.card}`,
    cardNumber: member.card,
    isVirtual: false,
  });
  if (bonuses > 0)
    await b2bCall(hosted, 'guests/addBonus', {
      guest: { type: 'phone', phone: member.phone },
      amount: bonuses,
      comment: 'welcome',
    });
}

/** The last SMS code the service's development outbox holds for the phone, if any. */
export function lastSmsCode(hosted: HostedLoyalty, phone: string): string | undefined {
  const file = path.join(hosted.service.dataDir, 'sms-outbox.jsonl');
  if (!fs.existsSync(file)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  const entries = lines.map((line) => JSON.parse(line) as { phone: string; code: string });
  return entries.filter((entry) => entry.phone === phone).at(-1)?.code;
}

export async function stopHostedLoyalty(hosted: HostedLoyalty): Promise<void> {
  await hosted.service.stop();
  fs.rmSync(hosted.service.dataDir, { recursive: true, force: true });
}
