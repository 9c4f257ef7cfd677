import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toHttpError } from './error-middleware.js';
import { readTextBody } from './read-text-body.js';

/** Echoes the body as read, or the error's status and message (also kept in `refusals`). */
let server: http.Server;
const refusals: string[] = [];
let url: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    readTextBody(req, 64).then(
      (text) => res.end(text),
      (error: unknown) => {
        const { status, message } = toHttpError(error);
        refusals.push(`${status} ${message}`);
        res.writeHead(status).end(message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => server.close());

async function post(body: Buffer | string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', body, headers });
  return { status: response.status, text: await response.text() };
}

describe('readTextBody', () => {
  it('reads UTF-8 by default and the charset the Content-Type names', async () => {
    expect(await post('<a>Привет</a>')).toEqual({ status: 200, text: '<a>Привет</a>' });
    const cp1251 = iconv.encode('<a>Привет</a>', 'win1251');
    expect(await post(cp1251, { 'content-type': 'application/xml; charset=windows-1251' })).toEqual({
      status: 200,
      text: '<a>Привет</a>',
    });
  });

  it('refuses a body over the limit, an unknown charset and a compressed body', async () => {
    expect(await post('x'.repeat(65))).toEqual({ status: 413, text: 'request body is too large' });
    expect((await post('<a/>', { 'content-type': 'text/xml; charset=klingon' })).status).toBe(415);
    expect(await post('<a/>', { 'content-encoding': 'gzip' })).toEqual({
      status: 415,
      text: 'Content-Encoding gzip is not accepted: send the body as it is',
    });
  });

  it('drops a byte-order mark and takes "utf8" for UTF-8', async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<a>й</a>')]);
    expect(await post(bom)).toEqual({ status: 200, text: '<a>й</a>' });
    expect(await post('<a>й</a>', { 'content-type': 'application/xml; charset=UTF8' })).toEqual({
      status: 200,
      text: '<a>й</a>',
    });
  });

  it('refuses a chunked body once it passes the limit', async () => {
    const chunk = `28\r\n${'x'.repeat(40)}\r\n`;
    expect(await raw(`Transfer-Encoding: chunked\r\n\r\n${chunk}${chunk}0\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 413 [\s\S]*request body is too large/,
    );
  });

  it('refuses a body larger than the limit by its Content-Length before reading it, and one cut off (400)', async () => {
    expect(await raw('Content-Length: 1000\r\n\r\nabc', true)).toMatch(/^HTTP\/1\.1 413 /);
    refusals.length = 0;
    await raw('Content-Length: 10\r\n\r\nabc', true);
    await vi.waitFor(() => expect(refusals).toEqual(['400 request was aborted by the client']));
    expect(await post('<a/>')).toEqual({ status: 200, text: '<a/>' });
  });
});

/** Sends a POST with the given headers and body over a socket of its own (`halfClose`: then ends its side). */
function raw(rest: string, halfClose = false): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
      socket.write(`POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${rest}`);
      if (halfClose) socket.end();
    });
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    socket.on('end', () => {
      socket.destroy();
      resolve(reply);
    });
    socket.on('error', reject);
  });
}
