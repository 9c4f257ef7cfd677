import type { Language } from '../i18n/language.js';

/** `GET /api/status`: what the window's status bar shows of the bridge. */
export interface BridgeStatus {
  readonly version: string;
  readonly shell: 'headless' | 'desktop';
  readonly startedAt: string;
  /** The bridge's setting `language` (window, slips, reports, menu texts, exports). */
  readonly language: Language;
  readonly uptimeSeconds: number;
  readonly loyalty: { readonly mode: 'embedded' | 'hosted'; readonly url?: string | undefined };
  readonly schemaVersions: Readonly<Record<string, number>>;
}

/** `GET /api/loyalty-check`: whether the loyalty service answers the bridge now. */
export interface LoyaltyReachability {
  readonly reachable: boolean;
  readonly mode: 'embedded' | 'hosted';
  readonly checkedAt: string;
  readonly error?: string;
}
