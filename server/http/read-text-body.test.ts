import http from 'node:http';
import type { AddressInfo } from 'node:net';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHttpError } from './error-middleware.js';
import { readTextBody } from './read-text-body.js';

/** Echoes the body as read, or the error's status and message. */
let server: http.Server;
let url: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    readTextBody(req, 64).then(
      (text) => res.end(text),
      (error: unknown) => {
        const { status, message } = toHttpError(error);
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
});
