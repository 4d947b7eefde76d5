import button from '@cp/ui/button/button.module.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routing/paths';
import styles from './onboarding.module.css';

/** "Later" hides the prompt until the browser's session ends: asked again next visit, never blocking. */
const HIDDEN_KEY = 'cp.onboardingPromptHidden';

function hiddenThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Where a learner who left the registration chat half-way finds it again (decision 088): above
 * every signed-in screen, right after signing in too, while the status is under 40 on a school
 * that registers by chat. Nothing is forced: "Later" hides it for this session.
 */
export function ResumePrompt() {
  const { t } = useTranslation('onboarding');
  const [hidden, setHidden] = useState(hiddenThisSession);
  if (hidden) return null;
  const later = () => {
    try {
      window.sessionStorage.setItem(HIDDEN_KEY, '1');
    } catch {
      // Hidden for this page only.
    }
    setHidden(true);
  };
  return (
    <section className={styles.prompt} aria-label={t('prompt.label')}>
      <p className={styles.promptText}>{t('prompt.text')}</p>
      <Link to={PATHS.userInfoChat} className={button.primary}>
        {t('prompt.continue')}
      </Link>
      <button type="button" className={button.secondary} onClick={later}>
        {t('prompt.later')}
      </button>
    </section>
  );
}
