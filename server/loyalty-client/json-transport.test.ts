import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson } from './json-transport.js';

/**
 * A service that answers the first request on each connection and resets the connection when a second one arrives on
 * it: what a client sees when it reuses a kept-alive connection the service has just dropped.
 */
async function resettingService(): Promise<{ url: URL; requests: () => number; close: () => void }> {
  let requests = 0;
  const server = net.createServer((socket) => {
    let answered = false;
    socket.on('data', (chunk) => {
      if (!chunk.toString().includes('\r\n\r\n')) return;
      requests++;
      if (answered) {
        socket.resetAndDestroy();
        return;
      }
      answered = true;
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\n\r\n{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: new URL(`http://127.0.0.1:${port}/x`), requests: () => requests, close: () => server.close() };
}

let service: Awaited<ReturnType<typeof resettingService>> | undefined;
afterEach(() => service?.close());

const call = (idempotent: boolean) => ({
  headers: { 'content-type': 'application/json' },
  signal: AbortSignal.timeout(5000),
  idempotent,
});

describe('postJson over a kept-alive connection the service dropped', () => {
  it('sends an idempotent call once more on a new connection', async () => {
    service = await resettingService();
    expect(await postJson(service.url, '{}', call(true))).toEqual({ status: 200, text: '{"ok":true}' });
    expect(await postJson(service.url, '{}', call(true))).toEqual({ status: 200, text: '{"ok":true}' });
    expect(service.requests()).toBe(3);
  });

  it('does not repeat a call that is not idempotent', async () => {
    service = await resettingService();
    await postJson(service.url, '{}', call(false));
    await expect(postJson(service.url, '{}', call(false))).rejects.toMatchObject({ name: 'StaleConnectionError' });
    expect(service.requests()).toBe(2);
  });
});
