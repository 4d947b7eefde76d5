import button from '@cp/ui/button/button.module.css';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mailNotificationsQueryKey, useMailNotifications } from '../api/get-mail-notifications';
import { setMailNotification } from '../api/set-mail-notification';
import { MailNotificationsSwitches } from './mail-notifications-switches';
import styles from './settings.module.css';

/** The e-mail switches with their load: loading, a failure with a retry, or the switches. */
export function MailSwitchesSection() {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const query = useMailNotifications();
  if (query.data) {
    return (
      <MailNotificationsSwitches
        switches={query.data}
        save={setMailNotification}
        onSaved={(switches) => queryClient.setQueryData(mailNotificationsQueryKey, switches)}
      />
    );
  }
  if (query.isError) {
    return (
      <div className={styles.mailGroup}>
        <p role="alert" className={styles.error}>
          {t('mail.loadFailed')}
        </p>
        <button type="button" className={button.secondary} onClick={() => void query.refetch()}>
          {t('mail.retry')}
        </button>
      </div>
    );
  }
  return <p role="status">{tCommon('status.loading')}</p>;
}
