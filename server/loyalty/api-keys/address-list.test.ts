import { describe, expect, it } from 'vitest';
import { addressList, normalizeAddressEntry } from './address-list.js';

describe('an allowedAddresses entry', () => {
  it('is stored as a CIDR: a lone address gets its full prefix, IPv6 is lower case, IPv4-mapped is IPv4', () => {
    expect(normalizeAddressEntry(' 10.0.0.0/8 ')).toBe('10.0.0.0/8');
    expect(normalizeAddressEntry('192.0.2.7')).toBe('192.0.2.7/32');
    expect(normalizeAddressEntry('2001:DB8::/32')).toBe('2001:db8::/32');
    expect(normalizeAddressEntry('::1')).toBe('::1/128');
    expect(normalizeAddressEntry('::ffff:192.0.2.7')).toBe('192.0.2.7/32');
    expect(normalizeAddressEntry('0.0.0.0/0')).toBe('0.0.0.0/0');
  });

  it('refuses what is neither an address nor a CIDR', () => {
    for (const entry of [
      '',
      'proxy.local',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      '10.0.0.0/-1',
      '10.0.0.0/08x',
      '300.0.0.1',
    ])
      expect(normalizeAddressEntry(entry), entry).toBeUndefined();
  });
});

describe('an address list', () => {
  it('includes the addresses of its entries, each of its own family', () => {
    const list = addressList(['10.0.0.0/8', '192.0.2.7/32', '2001:db8::/32']);
    for (const address of ['10.255.0.1', '192.0.2.7', '2001:db8::5'])
      expect(list.includes(address), address).toBe(true);
    for (const address of ['11.0.0.1', '192.0.2.8', '2001:db9::1', '::1', 'unknown'])
      expect(list.includes(address), address).toBe(false);
  });
});
