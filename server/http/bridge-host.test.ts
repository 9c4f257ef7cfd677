import http from 'node:http';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHeadlessServer, type HeadlessServer } from '../../e2e/headless-server.js';
import { hostRule } from './host-rule.js';

/**
 * The bridge's one port (station protocol, window API, embedded loyalty service and console) answers only a `Host`
 * that cannot be a rebinding DNS name: real bridges (`npm run serve`), raw Host headers over loopback.
 */

interface Reply {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
}

/** One request with exactly these headers, Host included (fetch would set its own). */
function send(url: string, method: string, route: string, headers: Record<string, string>, body = ''): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(route, url),
      { method, setHost: false, headers: { 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const signIn = JSON.stringify({ email: 'manager@example.com', password: 'not the password' });
const json = { 'content-type': 'application/json' };
const getMenuXml = '<?xml version="1.0" encoding="utf-8"?><GetMenuList version="2"/>';

describe('a rebinding Host on the bridge port', () => {
  let bridge: HeadlessServer;
  let port: string;
  beforeAll(async () => {
    bridge = await startHeadlessServer({ args: ['--allowed-hosts', 'till-1.local'] });
    port = new URL(bridge.url).port;
  });
  afterAll(() => bridge.stop());

  it('gets 403 for the console sign-in before any attempt is counted, and for the status', async () => {
    const evil = { host: `evil.example:${port}`, origin: `http://evil.example:${port}` };
    for (let i = 0; i < 21; i++) {
      const reply = await send(bridge.url, 'POST', '/admin/api/session', { ...evil, ...json }, signIn);
      expect(reply.status).toBe(403);
      expect(reply.text).toContain('Host');
    }
    const db = new BetterSqlite3(path.join(bridge.dataDir, 'loyalty.sqlite'), { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM admin_login_failures').get()).toEqual({ n: 0 });
    db.close();
    for (const route of ['/api/status', '/api/health', '/b2b/v1/loyalty/guests/get', '/guest/v1/auth/captcha', '/'])
      expect({ route, status: (await send(bridge.url, 'GET', route, evil)).status }).toEqual({ route, status: 403 });
    const station = await send(
      bridge.url,
      'POST',
      '/authcall.xml/getmenulist.xml',
      { host: 'evil.example' },
      getMenuXml,
    );
    expect(station.status).toBe(403);
  });

  it('answers loopback names and addresses with any port, and a name listed in allowedHosts', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'localhost', `[::1]:${port}`, `TILL-1.local:${port}`])
      expect({ host, status: (await send(bridge.url, 'GET', '/api/status', { host })).status }).toEqual({
        host,
        status: 200,
      });
    const station = await send(
      bridge.url,
      'POST',
      '/authcall.xml/getmenulist.xml',
      { host: 'till-1.local' },
      getMenuXml,
    );
    expect(station.status).toBe(200);
  });

  it('sends Cache-Control: no-store on the window API, the console API, the guest and b2b APIs, errors included', async () => {
    const own = { host: `127.0.0.1:${port}` };
    for (const [method, route] of [
      ['GET', '/api/status'],
      ['GET', '/api/journal'],
      ['GET', '/admin/api/session'],
      ['POST', '/admin/api/session'],
      ['POST', '/guest/v1/auth/logout'],
      ['POST', '/b2b/v1/loyalty/guests/get'],
    ] as const) {
      const reply = await send(bridge.url, method, route, { ...own, ...json }, method === 'POST' ? '{}' : '');
      expect({ route, cacheControl: reply.headers['cache-control'] }).toEqual({ route, cacheControl: 'no-store' });
    }
  });
});

describe('the host rule', () => {
  it('takes loopback, the host setting and allowedHosts with any port; any IP when listening on all; never another name', () => {
    const lan = hostRule({ host: '192.168.1.5', allowedHosts: ['till-1.local'] });
    for (const ok of ['127.0.0.9', '192.168.1.5:1220', 'localhost:80', '[::1]', 'till-1.local:1220', undefined])
      expect({ ok, taken: lan(ok) }).toEqual({ ok, taken: true });
    for (const bad of ['10.1.1.1:1220', 'evil.example', 'till-1.local.evil.example', 'localhost.evil.example', ''])
      expect({ bad, taken: lan(bad) }).toEqual({ bad, taken: false });
    const all = hostRule({ host: '0.0.0.0' });
    expect(all('10.1.1.1:1220')).toBe(true);
    expect(all('[fd00::1]:1220')).toBe(true);
    expect(all('till-1.local')).toBe(false);
  });
});
