import { getPublicJson } from './http-client';

/** The shape of `GET /api/status`. */
export interface BridgeStatus {
  readonly version: string;
  readonly shell: 'headless' | 'desktop';
  readonly startedAt: string;
  readonly uptimeSeconds: number;
  readonly loyalty: { readonly mode: 'embedded' | 'hosted'; readonly url?: string };
  readonly schemaVersions: Readonly<Record<string, number>>;
}

export const fetchBridgeStatus = (signal?: AbortSignal): Promise<BridgeStatus> =>
  getPublicJson<BridgeStatus>('/api/status', signal);
