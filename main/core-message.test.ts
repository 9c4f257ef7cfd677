import { describe, expect, it } from 'vitest';
import { parseCoreMessage, windowAddress } from './core-message.js';

describe('parseCoreMessage', () => {
  it('accepts the two messages the core sends', () => {
    expect(parseCoreMessage({ type: 'ready', url: 'http://127.0.0.1:1220' })).toEqual({
      type: 'ready',
      url: 'http://127.0.0.1:1220',
    });
    expect(parseCoreMessage({ type: 'failed', message: 'Port 1220 is in use.', extra: 1 })).toEqual({
      type: 'failed',
      message: 'Port 1220 is in use.',
    });
  });

  it.each([null, 'ready', 3, {}, { type: 'ready' }, { type: 'ready', url: 'file:///x' }, { type: 'failed' }])(
    'ignores %j',
    (data) => {
      expect(parseCoreMessage(data)).toBeNull();
    },
  );
});

describe('windowAddress', () => {
  it('keeps a loopback address and reaches a wildcard bind over loopback', () => {
    expect(windowAddress('http://127.0.0.1:1220')).toBe('http://127.0.0.1:1220');
    expect(windowAddress('http://0.0.0.0:1220')).toBe('http://127.0.0.1:1220');
    expect(windowAddress('http://[::]:1220')).toBe('http://[::1]:1220');
    expect(windowAddress('http://192.168.1.5:1220/')).toBe('http://192.168.1.5:1220');
  });
});
