import type { WebPreferences } from 'electron';

/** The only webPreferences any Tillbridge window gets (Electron's security checklist); the preload is the one way in. */
export function secureWebPreferences(preloadPath: string, devTools: boolean): WebPreferences {
  return {
    preload: preloadPath,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    devTools,
    /** A hidden window must still poll the bridge at full speed, or a waiting payment would pop up late. */
    backgroundThrottling: false,
  };
}
