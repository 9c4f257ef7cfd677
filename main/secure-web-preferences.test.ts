import { describe, expect, it } from 'vitest';
import { secureWebPreferences } from './secure-web-preferences.js';

describe('secureWebPreferences', () => {
  it('turns on every isolation Electron offers and nothing that weakens it', () => {
    const prefs = secureWebPreferences('/app/out/main/preload.cjs', false);
    expect(prefs).toMatchObject({
      preload: '/app/out/main/preload.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      devTools: false,
    });
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs).not.toHaveProperty('additionalArguments');
  });

  it('allows devtools only when asked (development builds)', () => {
    expect(secureWebPreferences('p.cjs', true).devTools).toBe(true);
  });
});
