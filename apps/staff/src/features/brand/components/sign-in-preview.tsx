import { type Language, THEME_COLOR_VARIABLES } from '@cp/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainFormValues } from '../lib/brand-form';
import styles from './sign-in-preview.module.css';

export interface SignInPreviewProps {
  domain: DomainFormValues;
  isRegistrationEnable: boolean;
  manualUrl: string;
  /** The language the preview's learner texts are in: the console's own. */
  language: Language;
}

/**
 * The learner's sign-in screen (spec 01 §2 "Login screen"; apps/web plain-layout and
 * login-route) drawn from the form's unsaved values: logo or title, the language switch, the
 * card with its fields, the registration link only where registration is on (else the manual),
 * support, and the footer. A picture of the screen, not a second app: nothing in it is a control
 * (it is inert), so keyboard users pass over it.
 */
export function SignInPreview({ domain, isRegistrationEnable, manualUrl, language }: SignInPreviewProps) {
  const { t } = useTranslation('brand');
  const theme = Object.fromEntries(
    THEME_COLOR_VARIABLES.map((name) => [name, domain.colors[name]]),
  ) as CSSProperties;
  const footer = domain.footer.map((text) => text.trim()).filter(Boolean);
  return (
    <div className={styles.frame} style={theme} data-preview="sign-in" inert>
      <div className={styles.header}>
        {domain.logo ? (
          <img className={styles.logo} src={domain.logo} alt={domain.title} />
        ) : (
          <span className={styles.logoTitle}>{domain.title}</span>
        )}
        <span className={styles.language}>
          {t('preview.language')}: {t(`language.${language}`, { ns: 'common' })}
        </span>
      </div>
      <div className={styles.main}>
        <div className={styles.card}>
          <p className={styles.cardTitle}>{t('preview.signIn')}</p>
          <div className={styles.field}>
            <span>{t('preview.email')}</span>
            <span className={styles.input} />
          </div>
          <div className={styles.field}>
            <span>{t('preview.password')}</span>
            <span className={styles.input} />
          </div>
          <span className={styles.submit}>{t('preview.submit')}</span>
          <div className={styles.secondary}>
            <span className={styles.link}>{t('preview.forgot')}</span>
            {isRegistrationEnable ? (
              <p data-preview-part="register">
                {t('preview.registerPrompt')} <span className={styles.link}>{t('preview.registerLink')}</span>
              </p>
            ) : (
              manualUrl && <span className={styles.link}>{t('preview.manual')}</span>
            )}
            <span className={styles.link}>{t('preview.support')}</span>
          </div>
        </div>
      </div>
      {footer.length > 0 && (
        <div className={styles.footer}>
          {footer.map((text, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the three footer lines have fixed places.
            <p key={index}>{text}</p>
          ))}
        </div>
      )}
    </div>
  );
}
