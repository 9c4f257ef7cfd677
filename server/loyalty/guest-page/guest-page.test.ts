import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestPageConfig } from '../../../shared/loyalty-api/guest-api.js';
import { errorFormat } from '../../http/error-format.js';
import { errorMiddleware, notFound } from '../../http/error-middleware.js';
import { closeServer, listen, serverUrl } from '../../http/listen.js';
import { contentSecurityPolicy } from '../../http/page-headers.js';
import { hashApiKey, revokeApiKey } from '../api-keys/api-key-store.js';
import { saveGuest } from '../guest-store/guest-store.js';
import { resolveOrganization, upsertNetwork } from '../organizations/organization-store.js';
import { siteOrigin, startSignInHarness, type SignInHarness } from '../sign-in/test-support/sign-in-harness.js';
import { startLoyaltyTestServer } from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { ensureGuestPageKeys, guestPageKeyLabel } from './guest-page-key.js';
import { guestPageRouter, type GuestPageDeps } from './guest-page-router.js';

const publicOrigin = 'https://loyalty.example.com';
const member = '+4915150000011';

/** The page router on a server of its own, as loyaltyRouter mounts it. */
async function servePage(deps: GuestPageDeps): Promise<{ base: string; server: Server }> {
  const app = express();
  app.use('/guest', guestPageRouter(deps));
  app.use(errorFormat('json'), notFound);
  app.use(errorMiddleware(pino({ level: 'silent' })));
  const server = await listen(app, '127.0.0.1', 0);
  return { base: serverUrl(server), server };
}

const html = { Accept: 'text/html,application/xhtml+xml' };

describe.each(loyaltyEngines)('the guest page (%s)', (engine) => {
  let h: SignInHarness;
  let page: { base: string; server: Server };
  let bare: { base: string; server: Server };
  const pageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guest-page-built-'));
  const config = (code: string, base = page.base) => fetch(`${base}/guest/${code}/config.json`);
  const guestPageRows = (origin = publicOrigin) =>
    h.db.query
      .selectFrom('api_keys as k')
      .innerJoin('api_key_scopes as s', 's.api_key_id', 'k.id')
      .innerJoin('networks as n', 'n.id', 's.network_id')
      .select(['k.key_hash', 'k.kind', 'k.label', 'k.site_domain', 'k.revoked_at', 'n.code'])
      .where('k.site_domain', '=', origin)
      .orderBy('k.id')
      .execute();

  beforeAll(async () => {
    fs.mkdirSync(path.join(pageDir, 'assets'));
    fs.writeFileSync(path.join(pageDir, 'index.html'), '<!doctype html><title>guest page</title>');
    fs.writeFileSync(path.join(pageDir, 'assets', 'page-1a2b.js'), 'console.log(1);');
    h = await startSignInHarness({ engine });
    const net = await resolveOrganization(h.db, h.db.query, { type: 'posObjectId', id: 'v1' });
    await h.db.write((q) => saveGuest(q, net?.scopeId ?? 0, { phone: member }, new Date().toISOString()));
    expect(await ensureGuestPageKeys(h.db, publicOrigin)).toBe(1);
    page = await servePage({ db: h.db, publicOrigin, pageDir });
    bare = await servePage({ db: h.db, pageDir: path.join(pageDir, 'not-built') });
  });
  afterAll(async () => {
    await closeServer(page.server, 100);
    await closeServer(bare.server, 100);
    await h.close();
    fs.rmSync(pageDir, { recursive: true, force: true });
  });

  it('config.json: the network, its derived site key for the public origin, the currency and phone region', async () => {
    const reply = await config('net');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    const body = (await reply.json()) as GuestPageConfig;
    expect(body).toEqual({
      network: { code: 'net', name: 'Test network' },
      apiKey: expect.stringMatching(/^tb_[\w-]{43}$/) as string,
      currency: 'RUB',
      phoneRegion: 'RU',
    });
    expect(await guestPageRows()).toEqual([
      {
        key_hash: hashApiKey(body.apiKey),
        kind: 'site',
        label: guestPageKeyLabel,
        site_domain: publicOrigin,
        revoked_at: null,
        code: 'net',
      },
    ]);
    const again = (await (await config('net')).json()) as GuestPageConfig;
    expect(again.apiKey).toBe(body.apiKey);
  });

  it('the page key signs a guest in and answers its own origin only', async () => {
    const { apiKey } = (await (await config('net')).json()) as GuestPageConfig;
    const { token } = await h.signIn(member, apiKey);
    const profile = (origin: string) =>
      h.post('/guest/v1/profile', {}, { ApiKey: apiKey, Authorization: `Bearer ${token}`, Origin: origin });
    const own = await profile(publicOrigin);
    expect([own.status, own.headers.get('access-control-allow-origin')]).toEqual([200, publicOrigin]);
    expect(await own.json()).toMatchObject({ guest: { phone: member } });
    expect((await profile(siteOrigin)).status).toBe(403);
  });

  it('ensuring keys again, or several at once, never makes a second row', async () => {
    await h.warmUp();
    const runs = await Promise.all([1, 2, 3].map(() => ensureGuestPageKeys(h.db, publicOrigin)));
    expect(runs).toEqual([0, 0, 0]);
    const fresh = 'https://other-lb.example.com';
    const created = await Promise.all([1, 2, 3, 4].map(() => ensureGuestPageKeys(h.db, fresh)));
    expect(created.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await guestPageRows(fresh)).toHaveLength(1);
    expect(await guestPageRows()).toHaveLength(1);
  });

  it('a network added after the start gets its key on the first config.json; revoked, it stays off', async () => {
    await h.configure((q) => upsertNetwork(q, 'late', 'Late network'));
    const reply = await config('late');
    expect(reply.status).toBe(200);
    const { apiKey } = (await reply.json()) as GuestPageConfig;
    const [row] = (await guestPageRows()).filter((r) => r.code === 'late');
    expect(row?.key_hash).toBe(hashApiKey(apiKey));
    const { id } = await h.db.query
      .selectFrom('api_keys')
      .select('id')
      .where('key_hash', '=', hashApiKey(apiKey))
      .executeTakeFirstOrThrow();
    await h.configure((q) => revokeApiKey(q, id));
    for (let run = 0; run < 2; run++) {
      const off = await config('late');
      expect(off.status).toBe(404);
      expect(await off.json()).toEqual({ message: 'the guest page of late is switched off' });
      expect(await ensureGuestPageKeys(h.db, publicOrigin)).toBe(0);
    }
    expect((await guestPageRows()).filter((r) => r.code === 'late')).toMatchObject([
      { revoked_at: expect.any(String) },
    ]);
  });

  it('config.json is 404 for an unknown network and without a public URL', async () => {
    const unknown = await config('nowhere');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'there is no loyalty programme nowhere' });
    const offline = await config('net', bare.base);
    expect(offline.status).toBe(404);
    expect(await offline.json()).toEqual({
      message: 'the guest page is not offered: this loyalty service has no public URL (--public-url)',
    });
  });

  it('serves the built page for the network path and any deeper one, with the strict headers', async () => {
    for (const route of ['/guest/net/', '/guest/net/history', '/guest/nowhere/cards/add']) {
      const reply = await fetch(page.base + route, { headers: html });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
      expect(reply.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await reply.text()).toContain('<title>guest page</title>');
    }
    const bareNetwork = await fetch(`${page.base}/guest/net`, { headers: html, redirect: 'manual' });
    expect([bareNetwork.status, bareNetwork.headers.get('location')]).toEqual([301, '/guest/net/']);
    expect((await fetch(`${page.base}/guest/net/history`, { headers: { Accept: 'application/json' } })).status).toBe(
      404,
    );
  });

  it('serves the assets at /guest/assets/ and 404 for a missing one', async () => {
    const asset = await fetch(`${page.base}/guest/assets/page-1a2b.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect((await fetch(`${page.base}/guest/assets/gone.js`)).status).toBe(404);
  });

  it('says the page is not built yet when index.html is missing', async () => {
    const reply = await fetch(`${bare.base}/guest/net/`, { headers: html });
    expect(reply.status).toBe(503);
    expect(await reply.text()).toBe('The guest page is not built yet: run npm run build.');
  });

  it('is mounted by loyaltyRouter: the embedded service (no public URL) offers no page, /guest/v1 still answers', async () => {
    const service = await startLoyaltyTestServer({ engine });
    try {
      const reply = await fetch(`${service.url}/guest/net/config.json`);
      expect([reply.status, reply.headers.get('content-security-policy')]).toEqual([404, contentSecurityPolicy]);
      expect(await reply.json()).toEqual({
        message: 'the guest page is not offered: this loyalty service has no public URL (--public-url)',
      });
      expect((await fetch(`${service.url}/guest/v1/profile`, { method: 'POST' })).status).toBe(401);
    } finally {
      await service.close();
    }
  });
});
