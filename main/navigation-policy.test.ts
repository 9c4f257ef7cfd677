import { describe, expect, it } from 'vitest';
import { externalUrlToOpen, mayNavigate } from './navigation-policy.js';

const ui = 'http://127.0.0.1:1220';

describe('mayNavigate', () => {
  it('allows any path on the UI origin', () => {
    expect(mayNavigate(`${ui}/`, ui)).toBe(true);
    expect(mayNavigate(`${ui}/reports/z?shift=3#top`, ui)).toBe(true);
  });

  it("allows the embedded loyalty service's console, served on the same origin", () => {
    expect(mayNavigate(`${ui}/admin/`, ui)).toBe(true);
    expect(mayNavigate(`${ui}/admin/#/p/venue%3Adefault/venues`, ui)).toBe(true);
  });

  it('blocks every other origin and scheme', () => {
    for (const url of [
      'https://example.com/',
      'http://127.0.0.1:1221/',
      'http://localhost:1220/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'about:blank',
      'chrome://gpu',
      '',
    ]) {
      expect(mayNavigate(url, ui), url).toBe(false);
    }
  });

  it('blocks everything before the bridge UI is known', () => {
    expect(mayNavigate(`${ui}/`, null)).toBe(false);
  });
});

describe('externalUrlToOpen', () => {
  it('returns https links, normalised', () => {
    expect(externalUrlToOpen('https://tillbridge.app/help')).toBe('https://tillbridge.app/help');
    expect(externalUrlToOpen('HTTPS://Example.com')).toBe('https://example.com/');
  });

  it('refuses plain http, other schemes, credentials and garbage', () => {
    for (const url of [
      'http://example.com/',
      'file:///C:/Windows/System32/calc.exe',
      'smb://server/share',
      'ms-msdt:/id',
      'javascript:alert(1)',
      'mailto:a@b.c',
      'https://user:pass@example.com/',
      'not a url',
    ]) {
      expect(externalUrlToOpen(url), url).toBeNull();
    }
  });
});
