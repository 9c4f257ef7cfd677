/* global process */
import { once } from 'node:events';
import { app, BrowserWindow, cores, ipcMain, permissionHandlers, report, standIn } from './electron-stand-in.mjs';

/**
 * Scripted checks run inside the stand-in main process once the window has loaded the UI
 * (STANDIN_SCENARIO = lifecycle or crash); results are reported as STANDIN lines for the smoke test.
 */
async function invoke(channel, frame, ...args) {
  const win = BrowserWindow.all[0];
  try {
    const value = await ipcMain.handlers.get(channel)({ senderFrame: frame, sender: win.webContents }, ...args);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: error.message };
  }
}

function navigation(contents, event, url) {
  let prevented = false;
  contents.emit(event, { url, preventDefault: () => (prevented = true) });
  return prevented;
}

async function lifecycle(win) {
  const contents = win.webContents;
  const frame = contents.mainFrame;
  report('ipc', {
    channels: [...ipcMain.handlers.keys()].sort(),
    appInfo: await invoke('tillbridge:app-info', frame),
    foreignOrigin: await invoke('tillbridge:app-info', { ...frame, url: 'https://evil.test/' }),
    subframe: await invoke('tillbridge:app-info', { ...frame, parent: frame }),
    noFrame: await invoke('tillbridge:app-info', null),
    print: await invoke('tillbridge:print', frame, { copies: 99 }),
    focus: await invoke('tillbridge:focus-window', frame),
  });
  const consoleLoaded = once(standIn, 'loaded');
  const opened = await invoke('tillbridge:open-console', frame);
  const [consoleWindow] = await consoleLoaded;
  report('console', {
    opened,
    windows: BrowserWindow.all.length,
    url: consoleWindow.webContents.getURL(),
    visible: consoleWindow.visible,
    again: await invoke('tillbridge:open-console', frame),
    windowsAfterAgain: BrowserWindow.all.length,
    fromConsole: await invoke('tillbridge:app-info', consoleWindow.webContents.mainFrame),
  });
  let granted = null;
  permissionHandlers.permissionRequest(contents, 'media', (value) => (granted = value), {});
  report('guard', {
    sameOrigin: navigation(contents, 'will-navigate', `${frame.url}reports`),
    otherOrigin: navigation(contents, 'will-navigate', 'https://evil.test/'),
    frameNavigate: navigation(contents, 'will-frame-navigate', 'file:///etc/passwd'),
    redirect: navigation(contents, 'will-redirect', 'http://127.0.0.1:1/'),
    webview: navigation(contents, 'will-attach-webview', 'https://evil.test/'),
    openHttps: contents.windowOpenHandler({ url: 'https://tillbridge.example/help' }),
    openFile: contents.windowOpenHandler({ url: 'file:///C:/Windows/System32/calc.exe' }),
    permissionGranted: granted,
    permissionCheck: permissionHandlers.permissionCheck(contents, 'clipboard-read', frame.url, {}),
  });
  win.close();
}

async function crash() {
  const first = cores[0];
  const reloaded = once(standIn, 'loaded');
  first.child.kill('SIGKILL');
  await once(standIn, 'fork');
  while (!(await once(standIn, 'tooltip'))[0].includes('running')) {
    // wait for the restarted core to report ready
  }
  await reloaded;
  report('restarted', { forks: cores.length });
}

standIn.once('loaded', (win) => {
  const scenario = process.env.STANDIN_SCENARIO === 'crash' ? crash() : lifecycle(win);
  scenario.then(
    () => app.quit(),
    (error) => {
      report('scenarioError', { message: error.message });
      app.exit(3);
    },
  );
});
