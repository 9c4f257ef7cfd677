import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Spinner } from '@tillbridge/web-kit';
import { NoProgrammes } from './no-programmes';
import { programmeHref } from './programme-route';
import { useSession } from './session';
import styles from './console-shell.module.css';

/** `#/` (and any unknown path): sign-in when signed out, else the first programme's first page. */
export function StartRedirect() {
  const { t } = useTranslation('app');
  const { session } = useSession();
  if (session === undefined)
    return (
      <div className={styles.centre}>
        <Spinner label={t('loading')} />
      </div>
    );
  if (session === null) return <Navigate to="/sign-in" replace />;
  const first = session.programmes[0];
  if (!first) return <NoProgrammes />;
  return <Navigate to={programmeHref(first.id)} replace />;
}
