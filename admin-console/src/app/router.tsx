import { createHashRouter } from 'react-router';
import { navPageRoutes } from '@tillbridge/web-kit';
import { SetPasswordPage } from '../sign-in/set-password-page';
import { SignInPage } from '../sign-in/sign-in-page';
import { ConsoleShell } from './console-shell';
import { consolePages } from './pages';
import { StartRedirect } from './start-redirect';

/** Hash routes (`/admin/#/p/<programme>/venues`), so the service serves one index.html for every page. */
export function createConsoleRouter() {
  return createHashRouter([
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/set-password/:token', element: <SetPasswordPage /> },
    {
      path: '/p/:programme',
      element: <ConsoleShell />,
      children: navPageRoutes(consolePages),
    },
    { path: '*', element: <StartRedirect /> },
  ]);
}
