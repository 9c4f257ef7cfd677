import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';

/** One page of an app's navigation: its path, its label (an i18n key, `namespace:key`), what it shows. */
export interface NavPage {
  readonly path: string;
  readonly label: string;
  readonly element: ReactNode;
}

/** A shell's child routes: each page at its path; the shell's own path and any unknown one open the first page. */
export function navPageRoutes(pages: readonly NavPage[]): RouteObject[] {
  const first = <Navigate to={pages[0]!.path} replace />;
  return [
    { index: true, element: first },
    ...pages.map((page) => ({ path: page.path, element: page.element })),
    { path: '*', element: first },
  ];
}
