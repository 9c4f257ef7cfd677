import express from 'express';
import type { Server } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorFormat } from '../http/error-format.js';
import { errorMiddleware, notFound } from '../http/error-middleware.js';
import { closeServer, listen, serverUrl } from '../http/listen.js';
import { tempDir } from '../payments/test-support/station-driver.js';
import { managerLock, pinTries } from './manager-lock.js';
import { managerPinRouter } from './manager-pin-router.js';

let server: Server;
let base: string;
let now = Date.parse('2026-11-29T10:00:00Z');
const recorded: string[] = [];

beforeAll(async () => {
  const lock = managerLock({
    dataDir: tempDir(),
    idleMinutes: 5,
    now: () => now,
    record: (kind) => recorded.push(kind),
  });
  const pass: express.RequestHandler = (_req, _res, next) => next();
  const app = express();
  const api = express.Router();
  api.use(managerPinRouter(pass, lock));
  api.post('/locked', lock.require, (_req, res) => res.json({ done: true }));
  app.use('/api', errorFormat('json'), api);
  app.use(notFound);
  app.use(errorMiddleware(pino({ level: 'silent' })));
  server = await listen(app, '127.0.0.1', 0);
  base = serverUrl(server);
});
afterAll(() => closeServer(server));

async function call(method: string, route: string, body?: unknown, session?: string) {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(session ? { 'x-tillbridge-manager': session } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}
const minutes = (count: number): void => void (now += count * 60_000);

describe('the manager lock over HTTP', () => {
  it('is open until a PIN is set; a PIN is 4 to 8 digits', async () => {
    expect((await call('GET', '/manager/status')).body).toEqual({ pinSet: false, unlocked: true, idleMinutes: 5 });
    expect((await call('POST', '/locked')).status).toBe(200);
    const bad = await call('PUT', '/manager/pin', { pin: '12a4' });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: '9643', params: { field: 'pin' } } } });
    expect((await call('PUT', '/manager/pin', { pin: '2468' })).body).toMatchObject({ pinSet: true, unlocked: false });
    expect((await call('POST', '/locked')).body).toMatchObject({ error: { code: '9640' } });
    expect(recorded).toContain('manager-pin-set');
  });

  it('unlocks with the PIN until the window is idle for the set minutes', async () => {
    const { session } = (await call('POST', '/manager/unlock', { pin: '2468' })).body as { session: string };
    expect((await call('GET', '/manager/status', undefined, session)).body.unlocked).toBe(true);
    minutes(4);
    expect((await call('POST', '/locked', undefined, session)).status).toBe(200);
    minutes(4);
    expect((await call('POST', '/manager/activity', undefined, session)).status).toBe(204);
    minutes(5);
    expect((await call('POST', '/locked', undefined, session)).body).toMatchObject({ error: { code: '9640' } });
    expect((await call('POST', '/manager/activity', undefined, session)).status).toBe(403);
  });

  it('locks the tries out for a minute after five wrong PINs, said with the seconds to wait', async () => {
    for (let left = pinTries - 1; left > 0; left -= 1)
      expect(await call('POST', '/manager/unlock', { pin: '0000' })).toMatchObject({
        status: 403,
        body: { error: { code: '9641', params: { triesLeft: left } } },
      });
    expect(await call('POST', '/manager/unlock', { pin: '0000' })).toMatchObject({
      status: 429,
      body: { error: { code: '9642', params: { retryAfterSeconds: 60 } } },
    });
    expect((await call('POST', '/manager/unlock', { pin: '2468' })).status).toBe(429);
    expect((await call('GET', '/manager/status')).body.lockedOutUntil).toBe(new Date(now + 60_000).toISOString());
    now += 60_000;
    expect((await call('POST', '/manager/unlock', { pin: '2468' })).status).toBe(200);
    expect(recorded).toContain('manager-pin-locked-out');
  });

  it('changes the PIN only with the current one, and ends the sessions of the old one', async () => {
    const { session } = (await call('POST', '/manager/unlock', { pin: '2468' })).body as { session: string };
    expect((await call('PUT', '/manager/pin', { pin: '1357' })).body).toMatchObject({
      error: { code: '9004', params: { field: 'current' } },
    });
    expect((await call('PUT', '/manager/pin', { current: '9999', pin: '1357' })).status).toBe(403);
    expect((await call('PUT', '/manager/pin', { current: '2468', pin: '1357' })).status).toBe(200);
    expect((await call('POST', '/locked', undefined, session)).status).toBe(403);
    expect((await call('POST', '/manager/unlock', { pin: '2468' })).status).toBe(403);
    const next = (await call('POST', '/manager/unlock', { pin: '1357' })).body as { session: string };
    expect((await call('POST', '/locked', undefined, next.session)).status).toBe(200);
    await call('POST', '/manager/lock', undefined, next.session);
    expect((await call('POST', '/locked', undefined, next.session)).status).toBe(403);
  });
});
