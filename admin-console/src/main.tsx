import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createConsoleRouter } from './app/router';
import { SessionProvider } from './app/session';
import { startI18n } from './i18n/console-i18n';
import '@tillbridge/web-kit/fonts.css';
import '@tillbridge/web-kit/theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <SessionProvider>
        <RouterProvider router={createConsoleRouter()} />
      </SessionProvider>
    </StrictMode>,
  ),
);
