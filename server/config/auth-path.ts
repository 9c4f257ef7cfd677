/**
 * The station driver's documented base path (docs/protocol.md, "Transport", address): `/authcall.xml/<operation>.xml`.
 */
export const defaultAuthPath = '/authcall.xml/';

/**
 * First path segments the bridge answers itself: the window's API, the embedded loyalty service, the UI's files and
 * its pages. The station protocol under one of them would hide them (matched without regard to case, as routes are).
 */
const reservedSegments = new Set([
  'api',
  'b2b',
  'guest',
  'openapi.json',
  'assets',
  'index.html',
  'terminal',
  'menu',
  'reports',
  'journal',
  'guests',
  'settings',
]);

export const authPathShapeMessage =
  'must be a path that starts and ends with / such as /authcall.xml/ or /authtest/, of letters, digits and . - _ ~';

export const authPathReservedMessage =
  'must not be / alone or start with /api/, /b2b/, /guest/, /assets/ or a page of the window (its own paths)';

/** One or more segments of safe characters, none `.` or `..`, between slashes; at most 100 characters. */
export function isAuthPathShape(value: string): boolean {
  if (value.length > 100 || !/^\/(?:[A-Za-z0-9._~-]+\/)+$/.test(value)) return false;
  return !value.split('/').some((segment) => segment === '.' || segment === '..');
}

/** True when the path's first segment is one the bridge answers itself. */
export function isReservedAuthPath(value: string): boolean {
  const first = value.split('/')[1] ?? '';
  return first === '' || reservedSegments.has(first.toLowerCase());
}
