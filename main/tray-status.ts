import type { CoreStatus } from './core-supervisor.js';

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

/** The tray's words for the bridge core's status. */
export function trayText(status: CoreStatus, maxAttempts: number): TrayText {
  let line: string;
  switch (status.state) {
    case 'starting':
      line = 'Bridge starting…';
      break;
    case 'running':
      line = `Bridge running at ${hostOf(status.url)}`;
      break;
    case 'restarting':
      line = `Bridge restarting (attempt ${status.attempt} of ${maxAttempts})`;
      break;
    case 'failed':
      line = `Bridge stopped: ${status.message}`;
      break;
    case 'stopped':
      line = 'Bridge stopped';
      break;
  }
  return { tooltip: clip(`Tillbridge: ${line}`, tooltipLimit), statusLine: clip(line, 80) };
}
