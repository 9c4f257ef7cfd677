import type { SettingsView } from '../api/settings-api';

/** Set when the cashier chose "Later": the set-up is not offered again in this window until it is reopened. */
const laterKey = 'tillbridge.setup.later';

/** A till is set up once it has a venue name (the head of every slip and report). */
export function needsSetup(view: SettingsView): boolean {
  return view.saved.venueName === undefined && view.running.venueName === undefined;
}

export function setupPostponed(): boolean {
  return sessionStorage.getItem(laterKey) === '1';
}

export function postponeSetup(): void {
  sessionStorage.setItem(laterKey, '1');
}
