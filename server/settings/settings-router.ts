import express, { Router, type RequestHandler } from 'express';
import path from 'node:path';
import type { LoyaltyLogin, LoyaltyReachability } from '../../shared/api/status.js';
import type { BridgeSettings } from '../config/config-schema.js';
import { bridgeConfigFileName } from '../config/load-settings.js';
import { HttpError } from '../errors/http-error.js';
import { connectionTestSchema, testConnection } from './connection-test.js';
import { probeLoyalty } from './loyalty-probe.js';
import { readSettingsFile, writeSettingsFile } from './settings-file.js';
import { applyChanges } from './settings-validation.js';
import { overriddenKeys, settingsView } from './settings-view.js';
import { apiErrorCodes } from '../../shared/api/api-errors.js';

export interface SettingsRouterOptions {
  readonly dataDir: string;
  /** The settings as given at start (file < environment < flags), without the defaults of unset ones. */
  readonly running: BridgeSettings;
  readonly guard: RequestHandler;
  /** The loyalty service's base URL: the hosted one, or the bridge itself (embedded); known once it listens. */
  readonly loyaltyUrl: () => string | undefined;
  /** The token login's outcome, logging in first unless a token is held (undefined without an API password). */
  readonly login?: (timeoutMs: number) => Promise<LoyaltyLogin | undefined>;
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * `GET/PUT /api/settings`: the window's settings page, validated with the start-up schema and saved atomically to
 * `<dataDir>/bridge.config.json` (applied at the next start); `GET /api/loyalty-check`: is the loyalty service
 * reachable (and, with an API password, whether the bridge is logged in); `POST /api/loyalty-check`: a hosted service
 * tried with a URL, key (and password) and venue before they are saved. Guarded like `/api/terminal` (loopback Host,
 * same origin, the per-install token).
 */
export function settingsRouter(options: SettingsRouterOptions): Router {
  const router = Router();
  const file = path.join(options.dataDir, bridgeConfigFileName);
  const overridden = overriddenKeys(options.running, readSettingsFile(file), options.env ?? process.env);
  const view = () => settingsView(options.running, readSettingsFile(file), overridden, file);
  router.use(['/settings', '/loyalty-check'], options.guard, express.json({ limit: '16kb' }));

  router.get('/settings', (_req, res) => {
    res.set('cache-control', 'no-store').json(view());
  });
  router.put('/settings', (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new HttpError(400, 'the body must be a JSON object of settings', apiErrorCodes.invalidInput);
    const result = applyChanges(readSettingsFile(file), body as Record<string, unknown>, options.dataDir);
    if (!result.ok) {
      const [first] = Object.entries(result.fields);
      res.status(400).json({
        error: {
          code: apiErrorCodes.invalidInput,
          message: `${first![0]}: ${first![1]}`,
          params: { field: first![0] },
          fields: result.fields,
          fieldCodes: result.fieldCodes,
        },
      });
      return;
    }
    writeSettingsFile(file, result.file);
    res.json(view());
  });
  router.get('/loyalty-check', async (_req, res) => {
    const url = options.loyaltyUrl();
    const mode = options.running.loyaltyUrl === undefined ? 'embedded' : 'hosted';
    const [probe, login] = await Promise.all([
      url ? probeLoyalty(url) : { reachable: false, error: 'the bridge is not listening yet' },
      options.login?.(3000),
    ]);
    res.set('cache-control', 'no-store').json({
      mode,
      checkedAt: new Date().toISOString(),
      ...probe,
      ...(login ? { login } : {}),
    } satisfies LoyaltyReachability);
  });
  router.post('/loyalty-check', async (req, res) => {
    const input = connectionTestSchema.safeParse(req.body ?? {});
    if (!input.success) {
      const issue = input.error.issues[0]!;
      throw new HttpError(400, `${issue.path.join('.') || 'body'}: ${issue.message}`, apiErrorCodes.invalidInput);
    }
    res.set('cache-control', 'no-store').json(await testConnection(input.data));
  });
  return router;
}
