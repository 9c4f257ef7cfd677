import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cameOverHttps, clientAddressOf, plainAddress, trustedProxiesFromEnv } from './client-address.js';

function request(peer: string | undefined, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('the client address that sign-in limits and key address lists go by', () => {
  it('is the socket peer, with X-Forwarded-For ignored when no proxy is trusted', () => {
    expect(clientAddressOf(request('203.0.113.7', '198.51.100.1'), [])).toBe('203.0.113.7');
    expect(clientAddressOf(request('203.0.113.7', '198.51.100.1'), ['10.0.0.1'])).toBe('203.0.113.7');
  });

  it('writes IPv4-mapped IPv6 peers as IPv4 and IPv6 in lower case', () => {
    expect(plainAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(plainAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(clientAddressOf(request('::ffff:10.0.0.1', '198.51.100.1'), ['10.0.0.1'])).toBe('198.51.100.1');
  });

  it('behind trusted proxies is the right-most forwarded address that is not a trusted proxy', () => {
    const proxies = ['10.0.0.1', '10.0.0.2'];
    expect(clientAddressOf(request('10.0.0.1', '1.1.1.1, 198.51.100.1, 10.0.0.2'), proxies)).toBe('198.51.100.1');
    expect(clientAddressOf(request('10.0.0.1', '10.0.0.2'), proxies)).toBe('10.0.0.2');
    expect(clientAddressOf(request('10.0.0.1'), proxies)).toBe('10.0.0.1');
  });

  it('stops at a forwarded entry that is not an address, keeping the last trustworthy hop', () => {
    expect(clientAddressOf(request('10.0.0.1', '198.51.100.1, junk'), ['10.0.0.1'])).toBe('10.0.0.1');
    expect(clientAddressOf(request(undefined), [])).toBe('unknown');
  });

  it('believes only the proxies LOYALTY_TRUSTED_PROXIES names, none by default', () => {
    expect(trustedProxiesFromEnv({})).toEqual([]);
    expect(trustedProxiesFromEnv({ LOYALTY_TRUSTED_PROXIES: ' 10.0.0.1, ::FFFF:10.0.0.2 ' })).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    expect(() => trustedProxiesFromEnv({ LOYALTY_TRUSTED_PROXIES: '10.0.0.0/8' })).toThrow(
      'LOYALTY_TRUSTED_PROXIES must be IP addresses separated by commas, not "10.0.0.0/8".',
    );
  });

  it('counts as HTTPS a TLS socket, or X-Forwarded-Proto https from a trusted proxy only', () => {
    const over = (peer: string, proto: string | undefined, encrypted = false) =>
      ({
        socket: { remoteAddress: peer, encrypted },
        headers: proto === undefined ? {} : { 'x-forwarded-proto': proto },
      }) as unknown as IncomingMessage;
    expect(cameOverHttps(over('203.0.113.7', undefined, true), [])).toBe(true);
    expect(cameOverHttps(over('203.0.113.7', 'https'), [])).toBe(false);
    expect(cameOverHttps(over('::ffff:10.0.0.1', 'HTTPS, http'), ['10.0.0.1'])).toBe(true);
    expect(cameOverHttps(over('10.0.0.1', 'http'), ['10.0.0.1'])).toBe(false);
    expect(cameOverHttps(over('10.0.0.1', undefined), ['10.0.0.1'])).toBe(false);
  });
});
