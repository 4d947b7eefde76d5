import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { isLanguage, LANGUAGES } from '../i18n/languages';
import styles from './language-select.module.css';
import screen from './screen.module.css';
import select from './select.module.css';

/**
 * ru / en / es, each named in its own language; the choice is remembered on this browser. In the
 * header and on the signed-out screens, hence here below both.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span>
      <label htmlFor={id} className={screen.visuallyHidden}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={`${select.select} ${styles.compact}`}
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
