import { app, shell, type Session, type WebContents } from 'electron';
import type { Logger } from 'pino';
import { externalUrlToOpen, mayNavigate } from './navigation-policy.js';

/**
 * The one navigation guard, installed on every WebContents the app ever creates (windows, and anything a page tries
 * to open): pages stay on the bridge UI origin, new windows are refused (https links open in the OS browser instead),
 * and `<webview>` is never attached. Must be called before the first window exists.
 */
export function installNavigationGuard(uiOrigin: () => string | null, logger: () => Logger | undefined): void {
  app.on('web-contents-created', (_event, contents) => guard(contents, uiOrigin, logger));
}

function guard(contents: WebContents, uiOrigin: () => string | null, logger: () => Logger | undefined): void {
  const refuse = (kind: string, url: string, event: { preventDefault(): void }): void => {
    if (mayNavigate(url, uiOrigin())) return;
    event.preventDefault();
    logger()?.warn({ kind, url }, 'navigation blocked');
  };
  contents.on('will-navigate', (event) => refuse('navigate', event.url, event));
  contents.on('will-frame-navigate', (event) => refuse('frame-navigate', event.url, event));
  contents.on('will-redirect', (event) => refuse('redirect', event.url, event));
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    logger()?.warn('webview blocked');
  });
  contents.setWindowOpenHandler(({ url }) => {
    const external = externalUrlToOpen(url);
    if (external) void shell.openExternal(external).catch(() => undefined);
    else logger()?.warn({ url }, 'window.open blocked');
    return { action: 'deny' };
  });
}

/** Denies every permission a page can ask for or probe (camera, notifications, geolocation, USB, ...). */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
