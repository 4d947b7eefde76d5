import type { Language } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n/i18n';
import { storeChosenLanguage } from '../../lib/i18n/languages';
import { Modal } from '../modal/modal';
import styles from './language-switch.module.css';

interface LanguageSwitchProps {
  languages: readonly Language[];
  /** The visible name; "Language" unless the place needs a plainer one (the settings screen). */
  label?: string;
  /** Reloads the page; replaceable in tests. */
  reload?: () => void;
}

/**
 * spec 01 §2 "Language-change modal": picking a language asks to reload the page;
 * confirming stores the choice and reloads, so every screen and cached answer
 * comes back in the new language.
 */
export function LanguageSwitch({
  languages,
  label,
  reload = () => window.location.reload(),
}: LanguageSwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  const current = currentLanguage();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = languages.includes(current) ? languages : [current, ...languages];

  const cancel = () => {
    setPending(null);
    setError(null);
  };
  const confirm = () => {
    try {
      storeChosenLanguage(pending ?? '');
      reload();
    } catch {
      setError(t('errors.unsupportedLocale'));
    }
  };

  return (
    <div className={styles.switch}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={pending ?? current}
        onChange={(event) => {
          if (event.target.value !== current) setPending(event.target.value);
        }}
      >
        {options.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </select>
      {pending && (
        <Modal title={t('language.reloadTitle')} onClose={cancel}>
          <p>{t('language.reloadText')}</p>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={button.actions}>
            <button type="button" className={button.secondary} onClick={cancel}>
              {t('actions.cancel')}
            </button>
            <button type="button" className={button.primary} onClick={confirm}>
              {t('language.reload')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
