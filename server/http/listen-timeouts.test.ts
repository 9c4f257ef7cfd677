import type { IncomingMessage, Server } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listen, serverUrl } from './listen.js';
import { endlessHead, sendSlowly } from './test-support/slow-client.js';

/** Short stand-ins for the defaults (10 s head, 30 s request) so the tests take a second or two. */
const timeouts = { headersMs: 300, requestMs: 1_000 };

let server: Server;
let base: string;
/** Lets the test decide when `/held` answers. */
let release!: () => void;
const released = new Promise<void>((resolve) => (release = resolve));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

beforeAll(async () => {
  server = await listen(
    (req, res) => {
      readBody(req).then(
        async (body) => {
          if (req.url === '/held') await released;
          res.end(`got ${body.length} bytes`);
        },
        /** The server closed a request that was too slow: there is nobody to answer. */
        () => res.destroy(),
      );
    },
    '127.0.0.1',
    0,
    timeouts,
  );
  base = serverUrl(server);
});
afterAll(() => closeServer(server, 100));

const slowBody = (length: number) => ({
  start: `POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${length}\r\n\r\n`,
  trickle: 'x'.repeat(length),
  everyMs: 50,
});

describe('request timeouts of every server (listen)', () => {
  it('closes a connection whose request head trickles in, with 408, and still serves a normal request', async () => {
    const outcome = await sendSlowly(base, { trickle: endlessHead, everyMs: 50 });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(outcome.trickled).toBeLessThan(endlessHead.length);
    const normal = await fetch(`${base}/echo`, { method: 'POST', body: 'hello' });
    expect(await normal.text()).toBe('got 5 bytes');
  });

  it('closes a connection that opens and sends nothing', async () => {
    expect((await sendSlowly(base, { trickle: '', everyMs: 50 })).received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose head came at once but whose body trickles in, before the body is complete', async () => {
    const outcome = await sendSlowly(base, slowBody(100_000));
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.received).not.toMatch(/got \d+ bytes/);
    expect(outcome.trickled).toBeLessThan(100_000);
  });

  it('does not cut a request that arrived whole and whose reply takes longer than the request timeout', async () => {
    const held = fetch(`${base}/held`, { method: 'POST', body: 'guest?' });
    /** A trickling body started after the held request is closed: the request timeout has run out for both. */
    const later = await sendSlowly(base, slowBody(100_000));
    expect(later.received).toMatch(/^HTTP\/1\.1 408 /);
    release();
    const reply = await held;
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('got 6 bytes');
  });

  it('keeps an idle keep-alive connection past the head timeout for its next request', async () => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    socket.setEncoding('utf8');
    let received = '';
    const replies = (count: number) =>
      new Promise<void>((resolve) => {
        const look = () => {
          if ((received.match(/got 0 bytes/g) ?? []).length < count) return;
          socket.off('data', look);
          resolve();
        };
        socket.on('data', look);
        look();
      });
    socket.on('data', (chunk: string) => (received += chunk));
    socket.write('GET /first HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await replies(1);
    /** A trickling head opened after the first reply is closed: the idle connection has outlived the head timeout. */
    expect((await sendSlowly(base, { trickle: endlessHead, everyMs: 50 })).received).toMatch(/^HTTP\/1\.1 408 /);
    socket.write('GET /second HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await replies(2);
    expect(received).not.toMatch(/408/);
    socket.destroy();
  });
});
