import express from 'express';
import { listen, serverUrl } from '../../server/http/listen.js';

/** The baseline: a bare express handler returning a constant JSON body (body parsed like the real service). */
export async function startBare(): Promise<void> {
  const app = express();
  const body = { balance: 0, currentRank: { name: 'Base', index: 0, cashbackPercentage: 5 } };
  app.post('/bare', express.json(), (_req, res) => {
    res.json(body);
  });
  const server = await listen(app, '127.0.0.1', 0);
  process.stdout.write(`Bare: ${serverUrl(server)}\n`);
}
