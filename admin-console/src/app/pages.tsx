import type { NavPage } from '@tillbridge/web-kit';
import { AuditPage } from '../audit/audit-page';
import { CampaignsPage } from '../campaigns/campaigns-page';
import { GuestsPage } from '../guests/guests-page';
import { KeysPage } from '../keys/keys-page';
import { ProgrammePage } from '../programme/programme-page';
import { ReportsPage } from '../reports/reports-page';
import { VenuesPage } from '../venues/venues-page';

/**
 * Every page of a programme (its path under `#/p/<programme>/`), in navigation order; the first opens when one is chosen.
 * The window's table (renderer/src/app/routes.tsx) has the same shape on purpose: each app lists its own pages.
 */
export const consolePages: readonly NavPage[] = [
  { path: 'venues', label: 'app:nav.venues', element: <VenuesPage /> },
  { path: 'keys', label: 'app:nav.keys', element: <KeysPage /> },
  { path: 'programme', label: 'app:nav.programme', element: <ProgrammePage /> },
  { path: 'campaigns', label: 'app:nav.campaigns', element: <CampaignsPage /> },
  { path: 'guests', label: 'app:nav.guests', element: <GuestsPage /> },
  { path: 'reports', label: 'app:nav.reports', element: <ReportsPage /> },
  { path: 'audit', label: 'app:nav.audit', element: <AuditPage /> },
];
