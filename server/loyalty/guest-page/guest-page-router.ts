import path from 'node:path';
import express, { Router } from 'express';
import type { GuestPageConfig } from '../../../shared/loyalty-api/guest-api.js';
import { errorFormat } from '../../http/error-format.js';
import { HttpError } from '../../errors/http-error.js';
import { strictPageHeaders } from '../../http/page-headers.js';
import { pageIndex } from '../../http/page-index.js';
import { refuseUnstorablePath } from '../../http/storable-text.js';
import { defaultPhoneRegion } from '../../phone/phone-number.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { ensureGuestPageKeyRow, guestPageKey, guestPageKeyState } from './guest-page-key.js';

/** The loyalty API counts money in roubles (docs/guest-sign-in.md). */
const guestPageCurrency = 'RUB';

export interface GuestPageDeps {
  readonly db: LoyaltyDb;
  /** The service's public origin (`--public-url`); without it no guest page is offered. */
  readonly publicOrigin?: string | undefined;
  /** The built page (vite base `/guest/`): `index.html` and `assets/`. */
  readonly pageDir: string;
}

/** What `config.json` says of a network's page, or the HttpError telling why it has none. */
async function pageConfig(deps: GuestPageDeps, code: string): Promise<GuestPageConfig> {
  const { db, publicOrigin } = deps;
  if (!publicOrigin)
    throw new HttpError(404, 'the guest page is not offered: this loyalty service has no public URL (--public-url)');
  const network = await db.query
    .selectFrom('networks')
    .select(['id', 'code', 'name'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!network) throw new HttpError(404, `there is no loyalty programme ${code}`);
  const apiKey = await guestPageKey(db, network.code, publicOrigin);
  const state = await guestPageKeyState(db.query, apiKey);
  if (state === 'revoked') throw new HttpError(404, `the guest page of ${code} is switched off`);
  if (state === 'missing' && (await db.write((q) => ensureGuestPageKeyRow(q, network, publicOrigin, apiKey))))
    db.configChanged();
  return {
    network: { code: network.code, name: network.name },
    apiKey,
    currency: guestPageCurrency,
    phoneRegion: defaultPhoneRegion,
  };
}

/**
 * The guest page at `/guest/<network-code>/` (mount at `/guest`): its `config.json`, the built page for any deeper path
 * a browser opens, and its assets at `/guest/assets/`; every answer carries the strict page headers, refusals are `{message}`. Network codes
 * `v1` and `assets` have no page (those paths are taken).
 */
export function guestPageRouter(deps: GuestPageDeps): Router {
  /** Strict: `/guest/net` (redirected) and `/guest/net/` (the page) are different paths. */
  const router = Router({ strict: true });
  router.use(strictPageHeaders, errorFormat('message'), refuseUnstorablePath);
  router.use('/assets', express.static(path.join(deps.pageDir, 'assets'), { maxAge: '1h' }), (req, _res, next) =>
    next(new HttpError(404, `no such file of the guest page: ${req.originalUrl}`)),
  );
  router.get('/:network/config.json', async (req, res) => {
    const config = await pageConfig(deps, req.params.network);
    res.setHeader('Cache-Control', 'no-cache');
    res.json(config);
  });
  router.get('/:network', (req, res) => res.redirect(301, `${req.baseUrl}/${encodeURIComponent(req.params.network)}/`));
  router.get('/:network/{*rest}', pageIndex(deps.pageDir, 'The guest page'));
  return router;
}
