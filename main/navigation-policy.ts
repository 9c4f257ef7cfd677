import { originOf } from './sender-check.js';

/** A page may navigate only within the bridge's own UI origin; nothing is allowed while that origin is unknown. */
export function mayNavigate(targetUrl: string, uiOrigin: string | null): boolean {
  return uiOrigin !== null && originOf(targetUrl) === uiOrigin;
}

/** Links that leave the app open in the OS browser, and only when they are https (never file:, smb:, custom schemes). */
export function externalUrlToOpen(targetUrl: string): string | null {
  try {
    const url = new URL(targetUrl);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
}
