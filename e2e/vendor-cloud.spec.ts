import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.js';
import { startHeadlessServer, type HeadlessServer } from './headless-server.js';
import { authPay, embeddedAccess, seedGuest, tag } from './loyalty-seed.js';

/**
 * The window against a loyalty service like the vendor's own cloud: a till bridge whose hosted loyalty service is
 * another bridge's embedded one, reached through a loopback proxy that answers 404 to `guests/find` (this project's
 * card and code lookup), or with an API password that service does not take.
 */

/** The page's event stream would hold the bridge's graceful stop for its full grace period. */
test.afterEach(({ page }) => page.close());

const started: HeadlessServer[] = [];
test.afterEach(async () => {
  for (const server of started.splice(0)) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

async function start(args: readonly string[] = []): Promise<HeadlessServer> {
  const server = await startHeadlessServer({ args });
  started.push(server);
  return server;
}

/** A loopback proxy to `target` that answers `guests/find` with a plain 404, as a service without it would. */
async function withoutGuestFind(target: string): Promise<{ url: string; close: () => void }> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/b2b/v1/loyalty/guests/find')) {
      req.resume();
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const options = { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method };
    const forwarded = http.request({ ...options, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

test('a loyalty service without card lookup: the prompt asks for the phone, a card is not a decline', async ({
  page,
}) => {
  const cloud = await start();
  const guest = await seedGuest(cloud, { phone: '+79160000071', card: '5536910000000071' }, 500);
  const proxy = await withoutGuestFind(cloud.url);
  try {
    const access = embeddedAccess(cloud.dataDir);
    const till = await start(['--loyalty-url', proxy.url, '--api-key', access.apiKey, '--venue', access.posObjectId]);
    await page.goto(till.url);
    const reply = authPay(till, 12000);
    const prompt = page.getByRole('region', { name: 'Payment waiting for the guest' });
    const field = prompt.getByRole('textbox', { name: "Guest's phone" });
    await expect(field).toBeVisible();
    await expect(prompt).toContainText('finds guests by phone only: card and code lookup are not offered');
    await field.fill(guest.card);
    await expect(prompt).toContainText('Card number: not looked up by this loyalty service');
    await field.press('Enter');
    await expect(prompt.getByTestId('try-again')).toContainText(
      "This loyalty service finds guests by phone only: card and code lookup are not offered. Type the guest's phone.",
    );
    /** Said once, by the try's message: the field's hint does not repeat it. */
    await expect(prompt.getByText('finds guests by phone only')).toHaveCount(1);
    await field.fill('8 (916) 000-00-71');
    await field.press('Enter');
    /** A typed phone shows its guest first; the second Enter pays. */
    await expect(prompt.getByTestId('guest-confirmation')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(prompt.getByTestId('balance-after')).toHaveText('380.00');
    expect(tag((await reply).text, 'OpResult')).toBe('1');
  } finally {
    proxy.close();
  }
});

test('an API password the service does not take: the status bar and the settings page say so', async ({ page }) => {
  const cloud = await start();
  const access = embeddedAccess(cloud.dataDir);
  const till = await start([
    ...['--loyalty-url', cloud.url, '--api-key', access.apiKey, '--venue', access.posObjectId],
    ...['--api-password', 'a password this service has no login for'],
  ]);
  await page.goto(till.url);
  await expect(page.getByTestId('loyalty-status')).toContainText('Loyalty login failed:');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByTestId('login-failed')).toContainText('The bridge cannot log in to the loyalty service:');
  await expect(
    page.getByText('Fixed when Tillbridge was started, by the flag --api-password: change it there.', { exact: false }),
  ).toBeVisible();
});
