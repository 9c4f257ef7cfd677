import type http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listen, serverUrl } from '../../../http/listen.js';
import { apiDocuments } from './api-documents.js';
import { ResponseChecker } from './response-check.js';
import { exemptFromResponseGuard, forgetExemptions, takeViolations } from './response-guard.js';

describe('the response guard (vitest.response-guard.ts)', () => {
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    /** Plays a loyalty service that drifted from its documents. */
    app.post('/b2b/v1/loyalty/guests/get', (_req, res) => {
      res.json({ guest: { phone: '+79990000001', sex: 'male' }, loyaltyCards: [] });
    });
    app.post('/b2b/v1/loyalty/guests/save', (_req, res) => {
      res.status(418).json({ error: { code: '9418', message: 'a teapot' } });
    });
    app.get('/admin/api/session', (_req, res) => {
      res.status(401).type('text/html').send('<p>sign in</p>');
    });
    app.post('/b2b/v1/loyalty/nowhere', (_req, res) => {
      res.status(404).json({ error: { code: '9404', message: 'no such endpoint' } });
    });
    server = await listen(app, '127.0.0.1', 0);
    url = serverUrl(server);
  });
  afterAll(() => closeServer(server, 100));

  it('reports an undocumented answer naming method, path, status and what is wrong', async () => {
    await fetch(`${url}/b2b/v1/loyalty/guests/get`, { method: 'POST' });
    await fetch(`${url}/b2b/v1/loyalty/guests/save`, { method: 'POST' });
    await fetch(`${url}/admin/api/session`);
    const violations = await takeViolations();
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/b2b\/v1\/loyalty\/guests\/get → 200: \/guest .*required/),
        expect.stringMatching(/^POST \/b2b\/v1\/loyalty\/guests\/save → 418: status not declared/),
        expect.stringMatching(/^GET \/admin\/api\/session → 401: content type text\/html not declared/),
      ]),
    );
    /** Each answer is seen twice (by fetch and by the in-process server) and reported once. */
    expect(violations).toHaveLength(3);
  });

  it('lets through a refusal of a path no document has', async () => {
    await fetch(`${url}/b2b/v1/loyalty/nowhere`, { method: 'POST' });
    expect(await takeViolations()).toEqual([]);
  });

  it('passes a stand-in exempted by its test file, and checks its port again once the next file starts', async () => {
    exemptFromResponseGuard(url);
    await fetch(`${url}/b2b/v1/loyalty/guests/get`, { method: 'POST' });
    expect(await takeViolations()).toEqual([]);
    forgetExemptions();
    await fetch(`${url}/b2b/v1/loyalty/guests/get`, { method: 'POST' });
    expect(await takeViolations()).toEqual([expect.stringMatching(/^POST \/b2b\/v1\/loyalty\/guests\/get → 200: /)]);
  });

  it('every response schema of both documents compiles', async () => {
    expect(new ResponseChecker(await apiDocuments()).uncompilable()).toEqual([]);
  });
});
