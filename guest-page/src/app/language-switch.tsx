import { useTranslation } from 'react-i18next';
import { languages, setLanguage } from '../i18n/i18n';
import styles from './language-switch.module.css';

/** EN / RU, each named in its own language for screen readers; the choice is remembered on this device. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('app');
  return (
    <div className={styles.switch} role="group" aria-label={t('language')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={i18n.language === language}
          aria-label={language === 'en' ? 'English' : 'Русский'}
          onClick={() => setLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
