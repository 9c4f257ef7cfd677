import http, { type IncomingMessage } from 'node:http';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cliScripts,
  makeDataDir,
  runCliOnce,
  startHeadlessServer,
  type HeadlessServer,
} from '../../e2e/headless-server.js';
import { stationGuard, type StationGuardOptions } from './station-guard.js';
import { authPayXml, cancelPayXml, pendingPayment, readToken } from '../payments/test-support/station-driver.js';

/**
 * Who may drive the bridge, on both of its doors: the station port (`/authcall.xml`, station drivers only) and the
 * window's API (`/api`, the bridge's own page with its token). Real bridges (`npm run serve`), real HTTP over loopback.
 */

interface Reply {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

interface SendOptions {
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** The client's own address (any of 127.0.0.0/8 reaches a loopback listener on Linux). */
  readonly localAddress?: string;
}

/** One request with exactly these headers (node:http sends no Sec-Fetch-* of its own, unlike fetch). */
function send(url: string, route: string, options: SendOptions = {}): Promise<Reply> {
  const body = options.body ?? '';
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(route, url),
      {
        method: 'POST',
        headers: { 'content-length': Buffer.byteLength(body), ...options.headers },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'] ?? '', text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const station = '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}';
const doShiftXml = `<?xml version="1.0" encoding="utf-8"?><DoShift version="1"><SrcID cashguid="${station}" servguid="{S}" restguid="{R}" fullcode="1"/></DoShift>`;
const getMenuXml = '<?xml version="1.0" encoding="utf-8"?><GetMenuList version="2"/>';
const xmlType = { 'content-type': 'application/xml; charset=utf-8' };

/** What a web page elsewhere can make a browser send: simple requests (text/plain, no preflight) and rebinding. */
function crossSiteProbes(port: number): readonly { name: string; headers: Record<string, string> }[] {
  const simple = { 'content-type': 'text/plain' };
  return [
    { name: 'a simple POST with Origin', headers: { ...simple, origin: 'https://evil.example' } },
    { name: 'Sec-Fetch-Site: cross-site', headers: { ...simple, 'sec-fetch-site': 'cross-site' } },
    { name: 'Sec-Fetch-Mode: no-cors', headers: { ...simple, 'sec-fetch-mode': 'no-cors' } },
    { name: 'Sec-Fetch-Mode: cors alone', headers: { ...simple, 'sec-fetch-mode': 'cors' } },
    { name: 'Sec-Fetch-Dest: empty alone', headers: { ...simple, 'sec-fetch-dest': 'empty' } },
    { name: 'a rebinding Host', headers: { ...simple, host: `evil.example:${port}` } },
  ];
}

/** Shifts closed so far (one shift is always open). */
const closedShifts = (db: BetterSqlite3.Database): number =>
  (db.prepare('SELECT count(*) AS n FROM shifts WHERE closed_at IS NOT NULL').get() as { n: number }).n;

/** The bridge's `station request refused` log lines, once it has written `count` of them (stdout trails the reply). */
async function refusedLines(bridge: HeadlessServer, count: number): Promise<string[]> {
  const lines = () =>
    bridge
      .output()
      .stdout.split('\n')
      .filter((line) => line.includes('station request refused'));
  const stdout = bridge.process.stdout!;
  while (lines().length < count) await new Promise((resolve) => stdout.once('data', resolve));
  return lines();
}

describe('the station port answers stations only', () => {
  let bridge: HeadlessServer;
  let db: BetterSqlite3.Database;
  beforeAll(async () => {
    bridge = await startHeadlessServer();
    db = new BetterSqlite3(path.join(bridge.dataDir, 'bridge.sqlite'), { readonly: true });
  });
  afterAll(async () => {
    db.close();
    await bridge.stop();
  });

  it('refuses every cross-site probe of doshift with 403 in plain text, closes no shift, logs one line each', async () => {
    const port = Number(new URL(bridge.url).port);
    const probes = crossSiteProbes(port);
    for (const probe of probes) {
      const reply = await send(bridge.url, '/authcall.xml/doshift.xml', { headers: probe.headers, body: doShiftXml });
      expect({ probe: probe.name, status: reply.status }).toEqual({ probe: probe.name, status: 403 });
      expect(reply.contentType).toBe('text/plain; charset=utf-8');
      expect(reply.text).toMatch(/station drivers only|Host/);
    }
    expect(closedShifts(db)).toBe(0);
    const logged = await refusedLines(bridge, probes.length);
    expect(logged).toHaveLength(probes.length);
    expect(JSON.parse(logged.at(-1)!)).toMatchObject({
      level: 40,
      reason: 'host',
      host: `evil.example:${port}`,
      url: '/authcall.xml/doshift.xml',
    });
  });

  it('refuses a cross-site cancelpay: the waiting payment keeps waiting', async () => {
    const token = readToken(bridge.dataDir);
    const authpay = send(bridge.url, '/authcall.xml/authpay.xml', { headers: xmlType, body: authPayXml(station, 500) });
    const id = await pendingPayment({ url: bridge.url, token }, station);
    const refused = await send(bridge.url, '/authcall.xml/cancelpay.xml', {
      headers: { 'content-type': 'text/plain', origin: 'http://evil.example' },
      body: cancelPayXml(station),
    });
    expect(refused.status).toBe(403);
    expect(db.prepare('SELECT state FROM payments WHERE id = ?').get(id)).toEqual({ state: 'awaiting_guest' });
    const cancelled = await send(bridge.url, '/authcall.xml/cancelpay.xml', {
      headers: xmlType,
      body: cancelPayXml(station),
    });
    expect(cancelled.status).toBe(200);
    expect((await authpay).status).toBe(200);
  });

  it("accepts a station: no browser headers, a loopback Host; refuses Node's fetch (it adds Sec-Fetch-Mode)", async () => {
    const reply = await send(bridge.url, '/authcall.xml/doshift.xml', {
      headers: { ...xmlType, host: `localhost:${new URL(bridge.url).port}` },
      body: doShiftXml,
    });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<DoShiftResponse');
    expect(closedShifts(db)).toBe(1);
    const fetched = await fetch(`${bridge.url}/authcall.xml/getmenulist.xml`, {
      method: 'POST',
      headers: xmlType,
      body: getMenuXml,
    });
    expect(fetched.status).toBe(403);
  });
});

describe("the window's API answers its own page only", () => {
  let bridge: HeadlessServer;
  let token: string;
  beforeAll(async () => {
    bridge = await startHeadlessServer();
    token = readToken(bridge.dataDir);
  });
  afterAll(() => bridge.stop());

  const menuCall = (headers: Record<string, string>) =>
    send(bridge.url, '/api/menu-call', {
      headers,
      body: JSON.stringify({ operation: 'getmenulist', xml: getMenuXml }),
    });

  it('refuses every cross-site probe with 403, even one that carries the token', async () => {
    const port = Number(new URL(bridge.url).port);
    for (const probe of crossSiteProbes(port)) {
      /** A browser sends every Sec-Fetch-* header with Sec-Fetch-Site (and could not add the token to a no-cors request). */
      const fetchMetadata = Object.keys(probe.headers).some((name) => name.startsWith('sec-fetch-'));
      const browser: Record<string, string> = fetchMetadata ? { 'sec-fetch-site': 'cross-site' } : {};
      const reply = await menuCall({ ...probe.headers, ...browser, 'x-tillbridge-token': token });
      expect({ probe: probe.name, status: reply.status }).toEqual({ probe: probe.name, status: 403 });
      expect(JSON.parse(reply.text)).toMatchObject({ error: { code: '9003' } });
    }
  });

  it('refuses its own page without the token (401) and answers the menu with it', async () => {
    const port = new URL(bridge.url).port;
    const own = {
      'content-type': 'application/json',
      origin: `http://127.0.0.1:${port}`,
      host: `127.0.0.1:${port}`,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
    };
    expect((await menuCall(own)).status).toBe(401);
    const reply = await menuCall({ ...own, 'x-tillbridge-token': token });
    expect(reply.status).toBe(200);
    const body = JSON.parse(reply.text) as { status: number; body: string };
    expect(body.status).toBe(200);
    expect(body.body).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?><GetMenuListResponse version="2"><MENU>/);
  });
});

describe('allowedStations', () => {
  it('refuses a station outside the list (403, nothing written) and accepts one inside it', async () => {
    const bridge = await startHeadlessServer({ args: ['--allowed-stations', '127.0.0.2/32, 10.0.0.0/8'] });
    try {
      const outside = await send(bridge.url, '/authcall.xml/doshift.xml', { headers: xmlType, body: doShiftXml });
      expect(outside.status).toBe(403);
      expect(outside.text).toContain('allowedStations');
      expect(JSON.parse((await refusedLines(bridge, 1))[0]!)).toMatchObject({ reason: 'address', remote: '127.0.0.1' });
      const db = new BetterSqlite3(path.join(bridge.dataDir, 'bridge.sqlite'), { readonly: true });
      expect(closedShifts(db)).toBe(0);
      const inside = await send(bridge.url, '/authcall.xml/doshift.xml', {
        headers: xmlType,
        body: doShiftXml,
        localAddress: '127.0.0.2',
      });
      expect(inside.status).toBe(200);
      expect(closedShifts(db)).toBe(1);
      db.close();
    } finally {
      await bridge.stop();
    }
  });

  it('refuses a bad value in one line naming the setting, its source and what is allowed (exit 2)', () => {
    const result = runCliOnce(cliScripts.serve, ['--data-dir', makeDataDir()], {
      TILLBRIDGE_ALLOWED_STATIONS: '192.168.1.0/24,10.0.0.0/33',
    });
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      'tillbridge serve: Invalid setting allowedStations (from environment variable TILLBRIDGE_ALLOWED_STATIONS): ' +
        'each must be an IP address or a CIDR block such as 192.168.1.0/24 or fd00::/64; got "192.168.1.0/24,10.0.0.0/33".',
    ]);
  });
});

describe('the station guard on addresses the loopback tests cannot reach', () => {
  /** A request as node:http gives it: headers and the connection's remote address. */
  const request = (host: string, remote: string) =>
    ({ headers: { host }, socket: { remoteAddress: remote } }) as unknown as IncomingMessage;
  const reason = (options: StationGuardOptions, host: string, remote: string) =>
    stationGuard(options)(request(host, remote))?.reason;

  it('matches the allowed blocks, IPv4 clients of a dual-stack listener as IPv4', () => {
    const lan = { host: '::', allowedStations: ['192.168.1.0/24', 'fd00::/64'] };
    expect(reason(lan, '[fd00::1]:1220', '::ffff:192.168.1.20')).toBeUndefined();
    expect(reason(lan, '192.168.1.5:1220', 'fd00::9')).toBeUndefined();
    expect(reason(lan, '192.168.1.5:1220', '::ffff:192.168.2.20')).toBe('address');
    expect(reason(lan, '192.168.1.5:1220', '::1')).toBe('address');
    expect(reason({ host: '127.0.0.1' }, '127.0.0.1:1220', '::1')).toBeUndefined();
    expect(reason({ host: '127.0.0.1' }, '127.0.0.1:1220', '10.0.0.1')).toBe('address');
  });

  it('takes a loopback Host, the configured host, any address when listening on all; never a DNS name', () => {
    const lan = { host: '192.168.1.5', allowedStations: ['192.168.1.0/24'] };
    expect(reason(lan, '192.168.1.5:1220', '192.168.1.20')).toBeUndefined();
    expect(reason(lan, '127.0.0.9', '192.168.1.20')).toBeUndefined();
    expect(reason(lan, '10.1.1.1:1220', '192.168.1.20')).toBe('host');
    expect(reason(lan, 'till.example:1220', '192.168.1.20')).toBe('host');
    const all = { host: '0.0.0.0', allowedStations: ['192.168.1.0/24'] };
    expect(reason(all, '10.1.1.1:1220', '192.168.1.20')).toBeUndefined();
    expect(reason(all, 'localhost.evil.example', '192.168.1.20')).toBe('host');
  });
});
