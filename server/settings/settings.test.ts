import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../core/running-service.js';
import { readToken, startTestBridge, tempDir } from '../payments/test-support/station-driver.js';
import { readSettingsFile, writeSettingsFile } from './settings-file.js';
import { applyChanges } from './settings-validation.js';
import { overriddenKeys, settingsView } from './settings-view.js';
import { operationUrl } from '../menu-proxy/forward-menu-call.js';
import { editorVariants } from '../config/test-support/editor-variants.js';

describe('settings validation (the start-up schema)', () => {
  it('applies changes and removes emptied keys', () => {
    const result = applyChanges(
      { port: 1220, paymentSystem: 'X' },
      { port: 1300, paymentSystem: null, tips: 'on' },
      tempDir(),
    );
    expect(result).toEqual(expect.objectContaining({ ok: true, file: { port: 1300, tips: true } }));
  });
  it('saves when the prompt shows the guest before paying (prompt.confirmGuest), and refuses a mode it does not know', () => {
    const saved = applyChanges({}, { prompt: { confirmGuest: 'always' } }, tempDir());
    expect(saved).toEqual(expect.objectContaining({ ok: true, file: { prompt: { confirmGuest: 'always' } } }));
    const refused = applyChanges({}, { prompt: { confirmGuest: 'sometimes' } }, tempDir());
    expect(refused).toEqual(
      expect.objectContaining({ ok: false, fields: { prompt: 'must be typed, always or never' } }),
    );
  });
  it('marks a setting a start flag or variable fixed, a nested one (prompt.confirmGuest) under the key the window edits', () => {
    const given = { host: '127.0.0.1', port: 1220, logLevel: 'info' as const };
    const flagged = { ...given, prompt: { confirmGuest: 'never' as const } };
    expect(overriddenKeys(flagged, {}, {})).toEqual({ prompt: '--prompt-confirm-guest' });
    expect(overriddenKeys(flagged, { prompt: { confirmGuest: 'never' } }, {})).toEqual({});
    expect(overriddenKeys(given, {}, { TILLBRIDGE_PROMPT_CONFIRM_GUEST: 'always' })).toEqual({
      prompt: 'environment variable TILLBRIDGE_PROMPT_CONFIRM_GUEST',
    });
  });
  it('answers one message per wrong field', () => {
    const result = applyChanges({}, { port: 70000, slipWidth: 40, loyaltyUrl: 'ftp://x', bogus: 1 }, tempDir());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.port).toMatch(/0 to 65535/);
    expect(result.fields.slipWidth).toBe('must be 32, 42 or 48');
    expect(result.fields.loyaltyUrl).toBe('must be an http:// or https:// URL');
    expect(result.fields.apiKey).toBe('is required with a loyalty service URL');
    expect(result.fields.bogus).toBe('is not a setting');
    expect(result.fieldCodes).toEqual({
      port: '9004',
      slipWidth: '9004',
      loyaltyUrl: '9004',
      apiKey: '9615',
      venue: '9615',
      bogus: '9616',
    });
  });
  it('checks the language and the venue name, naming the field', () => {
    const bad = applyChanges({}, { language: 'fr', venueName: 'x'.repeat(65) }, tempDir());
    expect(bad.ok ? {} : bad.fields).toEqual({
      language: 'must be en (English) or ru (Russian)',
      venueName: 'must be a text of 1 to 64 characters',
    });
    const blank = applyChanges({}, { venueName: '   ' }, tempDir());
    expect(blank.ok ? '' : blank.fields.venueName).toBe('must be a text of 1 to 64 characters');
    const good = applyChanges({}, { language: 'ru', venueName: ' Кафе «Тиллбридж» ' }, tempDir());
    expect(good).toEqual(
      expect.objectContaining({ ok: true, file: { language: 'ru', venueName: 'Кафе «Тиллбридж»' } }),
    );
  });
  it('shows the language and the venue name, applied at the next start', () => {
    const view = settingsView(
      { host: '127.0.0.1', port: 1220, logLevel: 'info', language: 'ru', venueName: 'Кафе' },
      { language: 'en' },
      {},
      'bridge.config.json',
    );
    expect(view.running).toMatchObject({ language: 'ru', venueName: 'Кафе' });
    expect(view.saved).toEqual({ language: 'en' });
    expect(view.restartKeys).toEqual(expect.arrayContaining(['language', 'venueName']));
  });
  it('checks the menu file exists and is a valid menu', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'bad.yaml'), 'items:\n  - caption: X\n    action: nope\n');
    const bad = applyChanges({}, { menuFile: 'bad.yaml' }, dir);
    expect(bad.ok ? '' : bad.fields.menuFile).toMatch(/bad\.yaml: item X, field action/);
    const missing = applyChanges({}, { menuFile: 'none.json' }, dir);
    expect(missing.ok ? '' : missing.fields.menuFile).toMatch(/cannot be read/);
  });
  it.each(editorVariants)('reads bridge.config.json and checks a menu file saved with %s', (_name, save) => {
    const dir = tempDir();
    const file = path.join(dir, 'bridge.config.json');
    fs.writeFileSync(file, save('{\n  "port": 1300,\n  "venueName": "Кафе"\n}\n'));
    expect(readSettingsFile(file)).toEqual({ port: 1300, venueName: 'Кафе' });
    fs.writeFileSync(
      path.join(dir, 'menu.json'),
      save('{\n  "items": [\n    { "caption": "X", "action": "x-report" }\n  ]\n}\n'),
    );
    fs.writeFileSync(path.join(dir, 'menu.yaml'), save('items:\n  - caption: X\n    action: x-report\n'));
    expect(applyChanges({}, { menuFile: 'menu.json' }, dir)).toMatchObject({ ok: true });
    expect(applyChanges({}, { menuFile: 'menu.yaml' }, dir)).toMatchObject({ ok: true });
  });
  it('writes the file atomically, leaving no temporary file', () => {
    const dir = tempDir();
    const file = path.join(dir, 'bridge.config.json');
    writeSettingsFile(file, { port: 1 });
    writeSettingsFile(file, { port: 2 });
    expect(readSettingsFile(file)).toEqual({ port: 2 });
    expect(fs.readdirSync(dir)).toEqual(['bridge.config.json']);
  });
  it('builds the proxy target from a base URL', () => {
    expect(operationUrl('http://10.0.0.5:1220', 'getmenulist')).toBe(
      'http://10.0.0.5:1220/authcall.xml/getmenulist.xml',
    );
    expect(operationUrl('http://h/authcall.xml/', 'execmenuitem')).toBe('http://h/authcall.xml/execmenuitem.xml');
    expect(operationUrl('http://h:1220/authtest/', 'getmenulist')).toBe('http://h:1220/authtest/getmenulist.xml');
    expect(operationUrl('http://h:1220/rk7/authcall', 'getmenulist')).toBe(
      'http://h:1220/rk7/authcall/getmenulist.xml',
    );
  });
  it('takes an API password only with a loyalty URL, and keeps the stored one when the masked value comes back', () => {
    const bad = applyChanges({}, { apiPassword: 'pw' }, tempDir());
    expect(bad.ok ? {} : bad.fieldCodes).toEqual({ apiPassword: '9618' });
    const hosted = { loyaltyUrl: 'https://loyalty.example', apiKey: 'key-1234', venue: 'v1', apiPassword: 'pw' };
    const kept = applyChanges(hosted, { apiPassword: '••••••••', apiKey: '••••1234', venue: 'v2' }, tempDir());
    expect(kept).toMatchObject({ ok: true, file: { ...hosted, venue: 'v2' } });
    const view = settingsView({ host: '127.0.0.1', port: 1220, logLevel: 'info', ...hosted }, hosted, {}, 'f');
    expect(view.running).toMatchObject({ apiKey: '••••1234', apiPassword: '••••••••' });
    expect(view.saved.apiPassword).toBe('••••••••');
  });
  it('checks the station path with the start-up schema', () => {
    const bad = applyChanges({}, { authPath: '/api/' }, tempDir());
    expect(bad.ok ? {} : bad.fields).toEqual({
      authPath:
        'must not be / alone or start with /api/, /b2b/, /guest/, /assets/ or a page of the window (its own paths)',
    });
    expect(applyChanges({}, { authPath: '/authtest/' }, tempDir())).toMatchObject({
      ok: true,
      file: { authPath: '/authtest/' },
    });
  });
});

describe('GET/PUT /api/settings and the menu proxy', () => {
  let service: RunningService;
  let url: string;
  let token: string;
  let dataDir: string;
  beforeAll(async () => {
    const bridge = await startTestBridge({ slipWidth: 42 });
    ({ service, url, dataDir } = bridge);
    token = readToken(dataDir);
  });
  afterAll(() => service.close());
  const call = (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}/api${route}`, {
      method,
      headers: { 'x-tillbridge-token': token, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('refuses calls without the token', async () => {
    expect((await fetch(`${url}/api/settings`)).status).toBe(401);
    expect((await call('GET', '/settings', undefined, { origin: 'http://evil.example' })).status).toBe(403);
  });
  it('shows what runs and saves valid changes to bridge.config.json', async () => {
    const view = (await (await call('GET', '/settings')).json()) as { running: Record<string, unknown> };
    expect(view.running).toMatchObject({ slipWidth: 42, host: '127.0.0.1' });
    const saved = await call('PUT', '/settings', { slipWidth: 48, paymentSystem: 'Bonus', apiKey: 'secret-key-1234' });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { saved: Record<string, unknown> };
    expect(body.saved).toMatchObject({ slipWidth: 48, paymentSystem: 'Bonus', apiKey: '••••1234' });
    expect(readSettingsFile(path.join(dataDir, 'bridge.config.json'))).toEqual({
      slipWidth: 48,
      paymentSystem: 'Bonus',
      apiKey: 'secret-key-1234',
    });
  });
  it('answers 400 with per-field messages and changes nothing', async () => {
    const before = fs.readFileSync(path.join(dataDir, 'bridge.config.json'), 'utf8');
    const response = await call('PUT', '/settings', { port: 'x', slipWidth: 33 });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('9004');
    expect(Object.keys(body.error.fields).sort()).toEqual(['port', 'slipWidth']);
    expect(fs.readFileSync(path.join(dataDir, 'bridge.config.json'), 'utf8')).toBe(before);
  });
  it('reports the embedded loyalty service reachable', async () => {
    const body = (await (await call('GET', '/loyalty-check')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ mode: 'embedded', reachable: true });
  });
  it('tries a loyalty service with a URL, key and venue before they are saved', async () => {
    const access = JSON.parse(fs.readFileSync(path.join(dataDir, 'loyalty-embedded.json'), 'utf8')) as {
      posObjectId: string;
      apiKey: string;
    };
    const tryWith = async (body: object) => (await call('POST', '/loyalty-check', body)).json();
    const good = { loyaltyUrl: url, apiKey: access.apiKey, venue: access.posObjectId };
    expect(await tryWith(good)).toMatchObject({ ok: true });
    expect(await tryWith({ ...good, apiKey: 'not-a-key-of-this-service' })).toMatchObject({
      ok: false,
      problem: 'key-refused',
    });
    expect(await tryWith({ ...good, venue: 'elsewhere' })).toMatchObject({ ok: false, problem: 'venue-refused' });
    expect(await tryWith({ ...good, loyaltyUrl: 'http://127.0.0.1:9' })).toMatchObject({
      ok: false,
      problem: 'unreachable',
    });
    const bad = await call('POST', '/loyalty-check', { ...good, loyaltyUrl: 'ftp://x' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: '9004', message: /^loyaltyUrl: must be an http/ } });
  });
  it('proxies menu calls to another server and refuses what it must', async () => {
    const xml = '<?xml version="1.0" encoding="utf-8"?><GetMenuList version="2"/>';
    const ok = await call('POST', '/menu-proxy', { url, operation: 'getmenulist', xml });
    expect(ok.status).toBe(200);
    const reply = (await ok.json()) as { status: number; body: string };
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('<GetMenuListResponse');
    expect(
      (await call('POST', '/menu-proxy', { url: 'file:///etc/passwd', operation: 'getmenulist', xml })).status,
    ).toBe(400);
    expect((await call('POST', '/menu-proxy', { url, operation: 'authpay', xml })).status).toBe(400);
    const down = await call('POST', '/menu-proxy', { url: 'http://127.0.0.1:9', operation: 'getmenulist', xml });
    expect(down.status).toBe(502);
  });
});
