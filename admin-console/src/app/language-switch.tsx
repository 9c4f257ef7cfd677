import { useTranslation } from 'react-i18next';
import { languages, setLanguage, type Language } from '../i18n/console-i18n';
import styles from '../../../renderer/src/app/language-switch.module.css';

const names: Readonly<Record<Language, string>> = { en: 'English', ru: 'Русский' };

/** The bridge window's language switch: each language named in itself (EN / RU on a narrow screen), remembered. */
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
          aria-label={names[language]}
          onClick={() => setLanguage(language)}
        >
          <span className={styles.name}>{names[language]}</span>
          <span className={styles.code} aria-hidden="true">
            {language.toUpperCase()}
          </span>
        </button>
      ))}
    </div>
  );
}
