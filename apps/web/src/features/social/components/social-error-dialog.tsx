import type { SocialErrorCode } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import { socialErrorKey } from '../../../lib/auth/social-return';

/** spec 01 §4 "a failure shows an error dialog with a single confirm button"; §8 texts. */
export function SocialErrorDialog({
  code,
  message,
  onClose,
}: {
  code: SocialErrorCode;
  message: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('social');
  return (
    <Modal title={t('errorTitle.link')} onClose={onClose}>
      <p>{t(socialErrorKey(code), { code, message: message ?? '' })}</p>
      <div className={button.actions}>
        <button type="button" className={button.primary} onClick={onClose}>
          {t('ok')}
        </button>
      </div>
    </Modal>
  );
}
