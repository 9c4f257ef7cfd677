import type { Language } from '../shared/i18n/language.js';
import type { CoreStatus } from './core-supervisor.js';
import { shellTexts } from './shell-texts.js';

export interface TrayText {
  /** Hover text; Windows cuts tray tooltips at 127 characters. */
  readonly tooltip: string;
  /** The status line in the tray menu. */
  readonly statusLine: string;
}

const tooltipLimit = 127;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

/** The tray's words for the bridge core's status, in the till's language. */
export function trayText(status: CoreStatus, maxAttempts: number, language?: Language): TrayText {
  const say = shellTexts(language);
  let line: string;
  switch (status.state) {
    case 'starting':
      line = say.starting;
      break;
    case 'running':
      line = say.running(hostOf(status.url));
      break;
    case 'restarting':
      line = say.restarting(status.attempt, maxAttempts);
      break;
    case 'failed':
      line = say.failed(status.message);
      break;
    case 'stopped':
      line = say.stopped;
      break;
  }
  return { tooltip: clip(`Tillbridge: ${line}`, tooltipLimit), statusLine: clip(line, 80) };
}
