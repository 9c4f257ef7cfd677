import { createBrowserRouter } from 'react-router';
import { navPageRoutes } from '@tillbridge/web-kit';
import { AppShell } from './app-shell';
import { appRoutes } from './routes';

/** The window's router: the shell around every page of routes.tsx; `/` opens the first page. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <AppShell />,
      children: navPageRoutes(appRoutes),
    },
  ]);
}
