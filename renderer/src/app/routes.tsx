import type { NavPage } from '@tillbridge/web-kit';
import { GuestsPage } from '../guests/guests-page';
import { JournalPage } from '../journal/journal-page';
import { MenuPage } from '../menu/menu-page';
import { ReportsPage } from '../reports/reports-page';
import { SettingsPage } from '../settings/settings-page';
import { PromptPage } from '../prompt/prompt-page';

/**
 * Every page of the window, in navigation order. Features add their page here (one line each); the first is the start
 * page. Labels are i18n keys so the navigation follows the language.
 */
export const appRoutes: readonly NavPage[] = [
  { path: 'terminal', label: 'app:nav.terminal', element: <PromptPage /> },
  { path: 'menu', label: 'app:nav.menu', element: <MenuPage /> },
  { path: 'reports', label: 'app:nav.reports', element: <ReportsPage /> },
  { path: 'journal', label: 'app:nav.journal', element: <JournalPage /> },
  { path: 'guests', label: 'app:nav.guests', element: <GuestsPage /> },
  { path: 'settings', label: 'app:nav.settings', element: <SettingsPage /> },
];
