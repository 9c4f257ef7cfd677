import { Router } from 'express';
import type { BridgeStatus } from '../../shared/api/status.js';

export interface StatusSource {
  readonly version: string;
  readonly shell: 'headless' | 'desktop';
  readonly startedAt: Date;
  readonly loyalty: { readonly mode: 'embedded' | 'hosted'; readonly url?: string | undefined };
  readonly schemaVersions: () => Readonly<Record<string, number>>;
}

/** `GET /api/health` for probes and `GET /api/status` for the window's status bar. */
export function statusRouter(source: StatusSource): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/status', (_req, res) => {
    const status: BridgeStatus = {
      version: source.version,
      shell: source.shell,
      startedAt: source.startedAt.toISOString(),
      uptimeSeconds: Math.round((Date.now() - source.startedAt.getTime()) / 1000),
      loyalty: source.loyalty,
      schemaVersions: source.schemaVersions(),
    };
    res.json(status);
  });
  return router;
}
