import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/i18n';
import { NavLink, Outlet } from 'react-router';
import { PrintStageProvider } from '../receipts/print-stage';
import { SettingsProvider } from '../settings/settings-context';
import { FirstRunDialog } from '../setup/first-run-dialog';
import { StatusBar } from '../status/status-bar';
import { PaymentLayer } from '../prompt/payment-layer';
import { PromptEventsProvider } from '../prompt/prompt-events';
import { LanguageSwitch } from '@tillbridge/web-kit';
import { ManagerLockProvider } from './manager-lock';
import { NavLabel } from './nav-label';
import { appRoutes } from './routes';
import bar from '@tillbridge/web-kit/app-header.module.css';
import styles from './app-shell.module.css';

/** The window: header with navigation and language, the current page, the payment prompt layer, the status bar. */
export function AppShell() {
  const { t } = useTranslation('app');
  return (
    <SettingsProvider>
      <ManagerLockProvider>
        <PromptEventsProvider>
          <PrintStageProvider>
            <div className={styles.shell}>
              <header className={`${bar.header} ${styles.header}`}>
                <h1 className={`${bar.brand} ${styles.brand}`}>Tillbridge</h1>
                <nav className={styles.nav} aria-label={t('nav.label')}>
                  {appRoutes.map((route) => (
                    <NavLink
                      key={route.path}
                      to={`/${route.path}`}
                      className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                    >
                      <NavLabel path={route.path} label={t(route.label)} />
                    </NavLink>
                  ))}
                </nav>
                <LanguageSwitch choose={setLanguage} />
              </header>
              <div className={styles.stage}>
                <PaymentLayer>
                  <main className={styles.main}>
                    <Outlet />
                  </main>
                </PaymentLayer>
              </div>
              <StatusBar />
            </div>
            <FirstRunDialog />
          </PrintStageProvider>
        </PromptEventsProvider>
      </ManagerLockProvider>
    </SettingsProvider>
  );
}
