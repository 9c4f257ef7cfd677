import express from 'express';
import type { Server } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorFormat } from './error-format.js';
import { errorMiddleware, notFound } from './error-middleware.js';
import { HttpError, TooManyRequestsError } from '../errors/http-error.js';
import { closeServer, listen, serverUrl } from './listen.js';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  const failing = express.Router();
  failing.post('/json', express.json({ limit: '1kb' }), (_req, res) => {
    res.json({ ok: true });
  });
  failing.get('/typed', () => {
    throw new HttpError(409, 'the transaction was already voided');
  });
  failing.get('/coded', () => {
    throw new HttpError(400, 'guest not found', '3007');
  });
  failing.get('/limited', () => {
    throw new TooManyRequestsError('too many codes: try again in 42 s', 42);
  });
  failing.get('/param/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  failing.get('/crash', () => {
    throw new Error('secret internal detail at /srv/x.ts:12');
  });
  app.use('/text', errorFormat('text'), failing);
  app.use('/json-api', errorFormat('json'), failing);
  app.use('/guest', errorFormat('message'), failing);
  app.use(notFound);
  app.use(errorMiddleware(pino({ level: 'silent' })));
  server = await listen(app, '127.0.0.1', 0);
  base = serverUrl(server);
});

afterAll(() => closeServer(server));

describe('errorMiddleware', () => {
  it('answers a rate limit with 429 and Retry-After in seconds, in the format of the protocol', async () => {
    const limited = await fetch(`${base}/guest/limited`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(await limited.json()).toEqual({ message: 'too many codes: try again in 42 s' });
    const typed = await fetch(`${base}/guest/typed`);
    expect(typed.headers.get('retry-after')).toBeNull();
    const json = await fetch(`${base}/json-api/limited`);
    expect(json.headers.get('retry-after')).toBe('42');
    expect(await json.json()).toEqual({ error: { code: '9429', message: 'too many codes: try again in 42 s' } });
  });

  it('writes plain UTF-8 text for the XML protocol', async () => {
    const response = await fetch(`${base}/text/typed`);
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('the transaction was already voided');
  });

  it("writes the loyalty API's error body with the typed or the generic code", async () => {
    const coded = await fetch(`${base}/json-api/coded`);
    expect(coded.status).toBe(400);
    expect(await coded.json()).toEqual({ error: { code: '3007', message: 'guest not found' } });
    const malformed = await fetch(`${base}/json-api/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: { code: '9004', message: 'request body is not valid JSON' } });
    const large = await fetch(`${base}/json-api/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(5000) }),
    });
    expect(large.status).toBe(413);
  });

  it('writes {"message"} for guest sign-in', async () => {
    const response = await fetch(`${base}/guest/typed`);
    expect(await response.json()).toEqual({ message: 'the transaction was already voided' });
  });

  it('never leaks an internal error to the client', async () => {
    const response = await fetch(`${base}/json-api/crash`);
    expect(response.status).toBe(500);
    const body = JSON.stringify(await response.json());
    expect(body).not.toContain('secret');
    expect(body).not.toContain('/srv/');
    expect(body).toContain('internal error');
  });

  it('answers 400 for a path parameter that is not percent-encoded UTF-8 (a 500 before)', async () => {
    for (const param of ['%ED%A0%80', '%FF', '%C3']) {
      const response = await fetch(`${base}/json-api/param/${param}`);
      expect(response.status, param).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: '9004', message: `Failed to decode param '${param}': a path must be percent-encoded UTF-8` },
      });
    }
    expect(await (await fetch(`${base}/json-api/param/%D0%AF`)).json()).toEqual({ id: 'Я' });
  });

  it('answers 404 naming the path', async () => {
    const response = await fetch(`${base}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: '9404', message: 'no such endpoint: GET /nowhere' } });
  });
});
