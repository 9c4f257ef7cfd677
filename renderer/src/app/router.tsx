import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './app-shell';
import { appRoutes } from './routes';

/** The window's router: the shell around every page of routes.tsx; `/` opens the first page. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <AppShell />,
      children: [
        { index: true, element: <Navigate to={appRoutes[0]!.path} replace /> },
        ...appRoutes.map((route) => ({ path: route.path, element: route.element })),
        { path: '*', element: <Navigate to={appRoutes[0]!.path} replace /> },
      ],
    },
  ]);
}
