import type { CoreMessage } from '../server/cli/utility-entry.js';

export type { CoreMessage };

/** The core's message, checked field by field, or null for anything that is not one. */
export function parseCoreMessage(data: unknown): CoreMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, url, message } = data as Record<string, unknown>;
  if (type === 'ready' && typeof url === 'string' && /^https?:\/\//.test(url)) return { type, url };
  if (type === 'failed' && typeof message === 'string') return { type, message };
  return null;
}

/** The address the window loads: a core listening on every interface is still reached over loopback. */
export function windowAddress(coreUrl: string): string {
  const url = new URL(coreUrl);
  if (url.hostname === '0.0.0.0') url.hostname = '127.0.0.1';
  if (url.hostname === '[::]') url.hostname = '[::1]';
  return url.origin;
}
