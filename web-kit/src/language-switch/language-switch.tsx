import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../../shared/i18n/language';
import styles from './language-switch.module.css';

const names: Readonly<Record<Language, string>> = { en: 'English', ru: 'Русский' };

/**
 * Two buttons, each named in its own language (EN / RU on a narrow window); `choose` is the page's setLanguage.
 * `codesOnly`: always EN / RU, on larger buttons (the guest page on a phone).
 */
export function LanguageSwitch({
  choose,
  codesOnly = false,
}: {
  readonly choose: (language: Language) => void;
  readonly codesOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('app');
  return (
    <div
      className={codesOnly ? `${styles.switch} ${styles.codesOnly}` : styles.switch}
      role="group"
      aria-label={t('language')}
    >
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={i18n.language === language}
          aria-label={names[language]}
          onClick={() => choose(language)}
        >
          {codesOnly ? (
            language.toUpperCase()
          ) : (
            <>
              <span className={styles.name}>{names[language]}</span>
              <span className={styles.code} aria-hidden="true">
                {language.toUpperCase()}
              </span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
