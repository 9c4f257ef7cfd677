import { Router } from 'express';
import type { BridgeStatus } from '../../shared/api/status.js';
import type { Language } from '../../shared/i18n/language.js';

export interface StatusSource {
  readonly version: string;
  readonly shell: 'headless' | 'desktop';
  readonly startedAt: Date;
  /** The setting `language`: the window starts in it unless the cashier chose another in that window. */
  readonly language: Language;
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
      language: source.language,
      uptimeSeconds: Math.round((Date.now() - source.startedAt.getTime()) / 1000),
      loyalty: source.loyalty,
      schemaVersions: source.schemaVersions(),
    };
    res.json(status);
  });
  return router;
}
