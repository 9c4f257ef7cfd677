import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliScripts, startHeadlessServer, type HeadlessServer } from '../../e2e/headless-server.js';
import { endlessHead, sendSlowly } from '../http/test-support/slow-client.js';
import { openEventStream, type EventStream } from '../payments/test-support/event-stream.js';
import {
  api,
  authPayXml,
  pendingPayment,
  postXml,
  readToken,
  tag,
  tempDir,
} from '../payments/test-support/station-driver.js';
import type { RunningService } from './running-service.js';
import { startBridge } from './start-bridge.js';

describe('the bridge with short request timeouts (300 ms head, 1 s request)', () => {
  let service: RunningService;
  let bridge: { url: string; token: string };
  let stream: EventStream;

  beforeAll(async () => {
    const dataDir = tempDir();
    service = await startBridge({
      settings: { host: '127.0.0.1', port: 0, logLevel: 'fatal' },
      dataDir,
      logger: pino({ level: 'silent' }),
      shell: 'headless',
      requestTimeouts: { headersMs: 300, requestMs: 1_000 },
    });
    bridge = { url: service.url, token: readToken(dataDir) };
  });
  afterAll(async () => {
    stream?.close();
    await service.close();
  });

  it('holds an authpay and the event stream open past the request timeout, while a trickling authpay body is closed', async () => {
    stream = await openEventStream(bridge.url, '/api/terminal/events', {
      host: new URL(bridge.url).host,
      'x-tillbridge-token': bridge.token,
    });
    await stream.next((e) => e.event === 'snapshot', 'snapshot');
    const held = postXml(bridge.url, 'authpay', authPayXml('{SLOW-1}', 1500));
    const id = await pendingPayment(bridge, '{SLOW-1}');

    const body = authPayXml('{SLOW-2}', 900);
    const trickled = await sendSlowly(bridge.url, {
      start: `POST /authcall.xml/authpay.xml HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/xml\r\nContent-Length: ${body.length + 100_000}\r\n\r\n`,
      trickle: body + ' '.repeat(100_000),
      everyMs: 20,
    });
    expect(trickled.received).toMatch(/^HTTP\/1\.1 408 /);
    const head = await sendSlowly(bridge.url, { trickle: endlessHead, everyMs: 20 });
    expect(head.received).toMatch(/^HTTP\/1\.1 408 /);

    /** Both slow clients were closed after the authpay and the stream had begun: neither was cut. */
    await api(bridge, 'POST', `/payments/${id}/decline`, { reason: 'Too slow.' });
    const reply = await held;
    expect(reply.status).toBe(200);
    expect(tag(reply.text, 'OpResult')).toBe('0');
    await stream.next((e) => e.event === 'payment' && e.data.id === id && e.data.state === 'declined', 'declined');
    expect((await api(bridge, 'GET', '/payments/pending')).body.payments).toEqual([]);
  });
});

describe('the default request timeouts of the real processes', () => {
  const running: HeadlessServer[] = [];
  afterAll(async () => {
    for (const server of running) await server.kill();
  });

  it('npm run serve and npm run loyalty close a connection whose head trickles in at a byte a second (about 10 s)', async () => {
    const [bridge, loyalty] = await Promise.all([
      startHeadlessServer(),
      startHeadlessServer({ script: cliScripts.loyalty, readyLine: /^Loyalty service: (\S+)$/m }),
    ]);
    running.push(bridge, loyalty);
    const outcomes = await Promise.all(
      [bridge, loyalty].map((server) => sendSlowly(server.url, { trickle: endlessHead, everyMs: 1_000 })),
    );
    for (const outcome of outcomes) {
      expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(outcome.trickled).toBeLessThan(60);
    }
    expect((await fetch(`${bridge.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${loyalty.url}/health`)).status).toBe(200);
  }, 60_000);
});
