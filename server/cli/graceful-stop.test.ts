import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHeadlessServer } from '../../e2e/headless-server.js';

describe('SIGTERM with a request in flight', () => {
  it('finishes the request before the process exits 0, and refuses new connections meanwhile', async () => {
    const server = await startHeadlessServer();
    const access = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'loyalty-embedded.json'), 'utf8')) as {
      posObjectId: string;
      apiKey: string;
    };
    const body = JSON.stringify({
      guest: { phone: '+79990003344' },
      organization: { type: 'posObjectId', id: access.posObjectId },
    });
    const url = new URL(`${server.url}/b2b/v1/loyalty/guests/save`);
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ApiKey: access.apiKey },
    });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.process.exitCode).toBeNull();
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    request.end(body.slice(10));
    const answered = await response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text)).toMatchObject({ guest: { phone: '+79990003344' } });
    expect(await server.exited).toBe(0);
  });
});

describe('SIGTERM with the window listening to its event stream', () => {
  it('ends the stream cleanly and exits 0', async () => {
    const server = await startHeadlessServer();
    const token = fs.readFileSync(path.join(server.dataDir, 'terminal-token'), 'utf8').trim();
    const ended = new Promise<string>((resolve, reject) => {
      const request = http.get(
        `${server.url}/api/terminal/events`,
        { headers: { 'x-tillbridge-token': token } },
        (res) => {
          let received = '';
          res.on('data', (chunk: Buffer) => {
            received += chunk.toString();
            if (received.includes('event: snapshot')) server.process.kill('SIGTERM');
          });
          res.on('end', () => resolve(received));
          res.on('error', reject);
        },
      );
      request.on('error', reject);
    });
    expect(await ended).toContain('event: snapshot');
    expect(await server.exited).toBe(0);
  });
});
