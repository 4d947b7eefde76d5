import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import form from '../../../components/form/form.module.css';
import ui from '../../../components/ui/screen.module.css';
import { seedCurrentUser, useCurrentUser } from '../../../lib/session/current-user-query';
import { setNotifications } from '../api/set-notification';
import { MailSwitchesSection } from '../components/mail-switches-section';
import { NotificationsSwitch } from '../components/notifications-switch';
import styles from '../components/settings.module.css';
import { SETTINGS_PATHS } from '../components/settings-paths';

/**
 * spec 01 §2 settingsNotifications: the notifications switch (`POST /user/notification`), and the
 * e-mail switches under it (issue 32).
 */
export function Component() {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const titleId = useId();
  // Loaded by the guards (spec 01 §4 step 4), fresh on every page load.
  const { data: user } = useCurrentUser();

  return (
    <section className={`${ui.sheet} ${ui.lifted} ${styles.card}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={form.title}>
        {t('notifications.title')}
      </h1>
      {user ? (
        <NotificationsSwitch
          enabled={!user.disableNotification}
          save={setNotifications}
          onSaved={seedCurrentUser}
        />
      ) : (
        <p role="status">{tCommon('status.loading')}</p>
      )}
      <MailSwitchesSection />
      <div className={styles.links}>
        <Link to={SETTINGS_PATHS.reminders}>{t('notifications.reminders')}</Link>
        <Link to={SETTINGS_PATHS.settings}>{t('backToSettings')}</Link>
      </div>
    </section>
  );
}
