import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { getPublicJson } from './api/http-client';
import { createAppRouter } from './app/router';
import { startI18n } from './i18n/i18n';
import type { BridgeStatus } from '../../shared/api/status';
import '@tillbridge/web-kit/fonts.css';
import '@tillbridge/web-kit/theme.css';
import './receipts/print.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
/** The bridge's language first (a bridge that does not answer leaves the window in the remembered one or English). */
void getPublicJson<BridgeStatus>('/api/status')
  .then((status) => status.language)
  .catch(() => undefined)
  .then(startI18n)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={createAppRouter()} />
      </StrictMode>,
    ),
  );
