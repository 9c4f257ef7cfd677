import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@tillbridge/web-kit';
import { BridgeLink } from './bridge-link';
import { ConsoleHeader, SessionLoading } from './console-header';
import { setLanguage } from '../i18n/console-i18n';
import { NoProgrammes } from './no-programmes';
import { consolePages } from './pages';
import { programmeHref, useProgramme } from './programme-route';
import { useSession } from './session';
import styles from './console-shell.module.css';

/**
 * The console around a programme's pages: the header (programme switcher, who is signed in, language, sign-out) and
 * the pages' navigation. Signed out (or a 401 anywhere) it goes to sign-in; another's programme opens the first own one.
 */
export function ConsoleShell() {
  const { t } = useTranslation('app');
  const { session, signOut } = useSession();
  const programme = useProgramme();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (session === undefined) return <SessionLoading />;
  if (session === null) return <Navigate to="/sign-in" replace />;
  if (session.programmes.length === 0) return <NoProgrammes />;
  const current = session.programmes.find((p) => p.id === programme);
  if (!current) return <Navigate to={programmeHref(session.programmes[0]!.id)} replace />;
  /** The page's level-one heading (its cards' titles are level two): the open page's name in the navigation. */
  const here = consolePages.find((page) => pathname.endsWith(`/${page.path}`));
  return (
    <div className={styles.shell}>
      <ConsoleHeader className={styles.header}>
        <select
          className={styles.select}
          value={current.id}
          aria-label={t('programme')}
          onChange={(event) => navigate(programmeHref(event.target.value))}
        >
          {session.programmes.map((p) => (
            <option key={p.id} value={p.id}>
              {p.kind === 'venue' ? t('venueProgramme', { name: p.name }) : p.name}
            </option>
          ))}
        </select>
        <span className={styles.spacer} />
        <BridgeLink className={styles.headerLink} />
        <span className={styles.who} title={session.admin.email}>
          {session.admin.email}
        </span>
        <LanguageSwitch choose={setLanguage} />
        <button type="button" className={styles.signOut} onClick={() => void signOut()}>
          {t('signOut')}
        </button>
      </ConsoleHeader>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        {consolePages.map((page) => (
          <NavLink
            key={page.path}
            to={programmeHref(current.id, page.path)}
            className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
          >
            {t(page.label)}
          </NavLink>
        ))}
      </nav>
      {/* Keyed by the programme: switching starts every page afresh (no guest of the last one stays shown). */}
      <main key={current.id} className={styles.main}>
        <h1 className="visually-hidden">{here ? t(here.label) : current.name}</h1>
        <Outlet />
      </main>
    </div>
  );
}
