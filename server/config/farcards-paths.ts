import { isReservedAuthPath } from './auth-path.js';

/** The FarCards handlers the bridge answers, by their ExtDllHttp.ini key. */
export const farcardsHandlers = ['getCardInfoEx', 'transactionsEx', 'findEmail', 'getCardImageEx'] as const;
export type FarcardsHandler = (typeof farcardsHandlers)[number];

/**
 * Where each handler answers by default: ExtDllHttp.ini's `Address` (`http://<bridge>:1220/farcards`) followed by `/`
 * and the handler's name in lower case, as the ini's example names its handlers.
 */
export const defaultFarcardsPaths: Readonly<Record<FarcardsHandler, string>> = {
  getCardInfoEx: '/farcards/getcardinfoex',
  transactionsEx: '/farcards/transactionsex',
  findEmail: '/farcards/findemail',
  getCardImageEx: '/farcards/getcardimageex',
};

export const farcardsPathShapeMessage =
  'must be a path such as /farcards/getcardinfoex: starts with /, no trailing /, letters, digits and . - _ ~';

export const farcardsPathReservedMessage =
  'must not start with /api/, /b2b/, /guest/, /assets/ or a page of the window (its own paths)';

/** One or more segments of safe characters, none `.` or `..`, after a slash each; at most 100 characters. */
export function isFarcardsPathShape(value: string): boolean {
  if (value.length > 100 || !/^(?:\/[A-Za-z0-9._~-]+)+$/.test(value)) return false;
  return !value.split('/').some((segment) => segment === '.' || segment === '..');
}

/** True when the path's first segment is one the bridge answers itself. */
export const isReservedFarcardsPath = (value: string): boolean => isReservedAuthPath(`${value}/`);
