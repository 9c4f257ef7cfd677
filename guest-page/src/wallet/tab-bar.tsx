import { useTranslation } from 'react-i18next';
import styles from './tab-bar.module.css';
import { screens, type Screen } from './use-screen';

const icons: Readonly<Record<Screen, string>> = {
  home: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  pay: 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM18 18h3v3h-3zM14 19h2v2h-2zM19 14h2v2h-2z',
  history: 'M12 3a9 9 0 1 1-8.5 6h2.2A7 7 0 1 0 12 5v3L7.5 4 12 0zM11 7h2v5.4l3.5 2.1-1 1.7L11 13.5z',
  cards: 'M2 6a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2zm2 2v2h16V8zm0 6v4h16v-4z',
  offers: 'M4 8h16v4H4zm1 4h14v9H5zm6-4v13h2V8zM12 8C9 8 7 6.5 7 5s2-2 5 3c3-5 5-4.5 5-3s-2 3-5 3z',
};

/** The wallet's five screens at the bottom of the page, each an icon with its name. */
export function TabBar({ current, onGo }: { readonly current: Screen; readonly onGo: (screen: Screen) => void }) {
  const { t } = useTranslation('wallet');
  return (
    <nav className={styles.bar} aria-label={t('screens')}>
      {screens.map((screen) => (
        <a
          key={screen}
          href={screen === 'home' ? '#' : `#/${screen}`}
          className={styles.tab}
          aria-current={current === screen ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            onGo(screen);
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
            <path d={icons[screen]} fill="currentColor" fillRule="evenodd" />
          </svg>
          <span>{t(`tab.${screen}`)}</span>
        </a>
      ))}
    </nav>
  );
}
