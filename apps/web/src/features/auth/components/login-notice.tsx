import button from '@cp/ui/button/button.module.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal';
import { clearLoginNotice, type LoginNotice, peekLoginNotice } from '../../../lib/auth/login-notice';

/**
 * Why the learner is on the login screen, when the app sent them: the session ended on
 * another device (spec 01 §4), an auto-login link failed, or a social sign-in failed (an
 * error dialog, spec 01 §4 "Social login callback").
 */
export function LoginNoticeBanner() {
  const { t } = useTranslation(['auth', 'social']);
  const [notice, setNotice] = useState<LoginNotice | null>(peekLoginNotice);
  useEffect(() => clearLoginNotice(), []);
  if (!notice) return null;
  if (notice.kind === 'session-ended') {
    return (
      <p role="alert" className={form.formError}>
        {t(`auth:sessionEnded.${notice.reason}`)}
      </p>
    );
  }
  if (notice.kind === 'auto-login-failed') {
    return (
      <p role="alert" className={form.formError}>
        {t('auth:autoLogin.failed')}
      </p>
    );
  }
  const close = () => setNotice(null);
  return (
    <Modal title={t('social:errorTitle.login')} onClose={close}>
      <p>{t(`social:errors.${notice.code}`, { code: notice.code, message: notice.message ?? '' })}</p>
      <div className={button.actions}>
        <button type="button" className={button.primary} onClick={close}>
          {t('social:ok')}
        </button>
      </div>
    </Modal>
  );
}
