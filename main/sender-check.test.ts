import { describe, expect, it } from 'vitest';
import { assertTrustedSender, originOf, untrustedSenderReason, type SenderFrame } from './sender-check.js';

const ui = 'http://127.0.0.1:1220';
const mainFrame: SenderFrame = { frameTreeNodeId: 7, url: `${ui}/payments?x=1`, parent: null };

describe('untrustedSenderReason', () => {
  it('accepts the main frame of our window on the UI origin', () => {
    expect(untrustedSenderReason(mainFrame, [3, 7], ui)).toBeNull();
  });

  it('refuses a missing frame (navigated away or destroyed)', () => {
    expect(untrustedSenderReason(null, [7], ui)).toMatch(/gone/);
    expect(untrustedSenderReason(undefined, [7], ui)).toMatch(/gone/);
  });

  it('refuses a subframe even on the UI origin', () => {
    expect(untrustedSenderReason({ ...mainFrame, parent: {} }, [7], ui)).toMatch(/subframe/);
  });

  it('refuses a frame that is not the main frame of one of our windows', () => {
    expect(untrustedSenderReason(mainFrame, [3], ui)).toMatch(/not one of our windows/);
    expect(untrustedSenderReason(mainFrame, [], ui)).toMatch(/not one of our windows/);
  });

  it('refuses other origins, including look-alikes', () => {
    for (const url of [
      'https://example.com/',
      'http://127.0.0.1:1221/',
      'http://localhost:1220/',
      'https://127.0.0.1:1220/',
      'http://127.0.0.1:1220.evil.test/',
      'file:///C:/tillbridge/index.html',
      'about:blank',
      'data:text/html,hi',
      'not a url',
    ]) {
      expect(untrustedSenderReason({ ...mainFrame, url }, [7], ui), url).toMatch(/not the bridge UI/);
    }
  });

  it('refuses everything while the bridge UI origin is unknown', () => {
    expect(untrustedSenderReason(mainFrame, [7], null)).toMatch(/not running/);
  });
});

describe('assertTrustedSender', () => {
  it('throws a one-line reason for an untrusted sender and passes a trusted one', () => {
    expect(() => assertTrustedSender(mainFrame, [7], ui)).not.toThrow();
    expect(() => assertTrustedSender({ ...mainFrame, url: 'https://example.com/' }, [7], ui)).toThrow(
      "Refused IPC call: the sender's origin https://example.com is not the bridge UI.",
    );
  });
});

describe('originOf', () => {
  it('returns the origin, or null for opaque and malformed URLs', () => {
    expect(originOf('http://127.0.0.1:1220/a/b')).toBe(ui);
    expect(originOf('about:blank')).toBeNull();
    expect(originOf('data:text/plain,x')).toBeNull();
    expect(originOf('::')).toBeNull();
  });
});
