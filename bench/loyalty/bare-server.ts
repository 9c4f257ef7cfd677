import express from 'express';
import pg from 'pg';
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

/**
 * The PostgreSQL baseline: a bare express handler on a `pg` pool of the service's default size (10) running the one
 * query getWallet needs per request (the guest's balance by scope and phone; the venue's scope is looked up once, as
 * the service caches it), with the body parsed like the real service.
 */
export async function startBarePostgres(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  /** An idle connection the server closed: the pool replaces it; unhandled, it would end the bench. */
  pool.on('error', () => undefined);
  const venue = await pool.query<{ scope_id: string }>("SELECT scope_id FROM venues WHERE pos_object_id = 'b1'");
  const scopeId = venue.rows[0]?.scope_id;
  if (scopeId === undefined) throw new Error('the bench database has no venue b1');
  const rank = { name: 'Base', index: 0, cashbackPercentage: 5 };
  const app = express();
  app.post('/bare', express.json(), (req, res, next) => {
    const phone = (req.body as { guest?: { phone?: unknown } }).guest?.phone;
    pool
      .query<{ balance_minor: string }>('SELECT balance_minor FROM guests WHERE scope_id = $1 AND phone = $2', [
        scopeId,
        phone,
      ])
      .then(({ rows: [guest] }) => {
        if (!guest) return void res.status(404).json({ error: 'no such guest' });
        res.json({ balance: Number(guest.balance_minor) / 100, currentRank: rank });
      }, next);
  });
  const server = await listen(app, '127.0.0.1', 0);
  process.stdout.write(`Bare: ${serverUrl(server)}\n`);
}
