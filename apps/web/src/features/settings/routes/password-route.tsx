import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import form from '../../../components/form/form.module.css';
import { PasswordForm } from '../../../components/form/password-form';
import ui from '../../../components/ui/screen.module.css';
import { updatePassword } from '../../../lib/auth/update-password';
import { seedCurrentUser } from '../../../lib/session/current-user-query';
import styles from '../components/settings.module.css';
import { SETTINGS_PATHS } from '../components/settings-paths';

/**
 * spec 01 §2 userPassword: current, new and repeated password. Saved, the server has ended
 * every other session of the learner (issue 3); this one goes on.
 */
export function Component() {
  const { t } = useTranslation('settings');
  const titleId = useId();
  const [saved, setSaved] = useState(0);

  return (
    <section className={`${ui.sheet} ${ui.lifted} ${styles.card}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={form.title}>
        {t('password.title')}
      </h1>
      {saved > 0 && (
        <p role="status" className={styles.success}>
          {t('password.saved')}
        </p>
      )}
      <PasswordForm
        // A fresh, empty form after each change.
        key={saved}
        askCurrent
        submit={updatePassword}
        onSuccess={(user) => {
          seedCurrentUser(user);
          setSaved((count) => count + 1);
        }}
      />
      <div className={styles.links}>
        <Link to={SETTINGS_PATHS.settings}>{t('backToSettings')}</Link>
      </div>
    </section>
  );
}
