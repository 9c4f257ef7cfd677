import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import { closeServer, listen, serverUrl } from '../../../http/listen.js';

/** A stand-in for an outside HTTP service (SMS gateway, captcha provider) on 127.0.0.1, for tests only. */
export interface FakeHttpServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function startFakeHttpServer(path: string, handler: RequestHandler): Promise<FakeHttpServer> {
  const app = express();
  app.post(path, express.json(), express.urlencoded({ extended: false }), handler);
  const server: Server = await listen(app, '127.0.0.1', 0);
  const url = serverUrl(server) + path;
  return { url, close: () => closeServer(server, 100) };
}
