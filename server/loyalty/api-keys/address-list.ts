import { BlockList, isIP } from 'node:net';
import { plainAddress } from '../client-address/client-address.js';

/** What an entry of `allowedAddresses` must look like, for the messages that refuse one. */
export const addressEntryHint = 'must be an IP address or a CIDR such as 10.0.0.0/8, 192.0.2.7 or 2001:db8::/32';

/**
 * An entry of `allowedAddresses` in its stored form (`10.0.0.0/8`, a lone address with its full prefix: `192.0.2.7/32`,
 * IPv6 in lower case), or undefined when it is neither an address nor a CIDR.
 */
export function normalizeAddressEntry(entry: string): string | undefined {
  const [written = '', prefix, ...rest] = entry.trim().split('/');
  const address = plainAddress(written);
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  const maxBits = family === 4 ? 32 : 128;
  if (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > maxBits)) return undefined;
  return `${address}/${prefix === undefined ? maxBits : Number(prefix)}`;
}

/** The addresses a key may be used from. */
export interface AddressList {
  /** The entries in their stored form. */
  readonly entries: readonly string[];
  /** Whether a client address (as `clientAddressOf` gives it) lies in one of the entries. */
  includes(address: string): boolean;
}

/** A list of entries already in their stored form (normalizeAddressEntry). */
export function addressList(entries: readonly string[]): AddressList {
  const blocks = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix = ''] = entry.split('/');
    blocks.addSubnet(address, Number(prefix), isIP(address) === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    entries,
    includes(address) {
      const family = isIP(address);
      return family !== 0 && blocks.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}
