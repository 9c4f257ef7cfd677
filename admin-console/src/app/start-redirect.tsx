import { Navigate } from 'react-router';
import { SessionLoading } from './console-header';
import { NoProgrammes } from './no-programmes';
import { programmeHref } from './programme-route';
import { useSession } from './session';

/** `#/` (and any unknown path): sign-in when signed out, else the first programme's first page. */
export function StartRedirect() {
  const { session } = useSession();
  if (session === undefined) return <SessionLoading />;
  if (session === null) return <Navigate to="/sign-in" replace />;
  const first = session.programmes[0];
  if (!first) return <NoProgrammes />;
  return <Navigate to={programmeHref(first.id)} replace />;
}
