import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import { whatsAppLink } from '../../../config/feature-flags';
import { AnonymousSupportForm } from './anonymous-support-form';
import styles from './login-screen.module.css';

interface SupportModalProps {
  email: string;
  whatsAppNumber: string | null;
  onClose: () => void;
}

/**
 * spec 01 §2 support block: the support e-mail and an optional WhatsApp link, and the guest's
 * request form (spec 01 §5). A chunk of its own, loaded when the guest opens it.
 */
export default function SupportModal({ email, whatsAppNumber, onClose }: SupportModalProps) {
  const { t } = useTranslation('auth');
  const whatsApp = whatsAppLink(whatsAppNumber);
  return (
    <Modal title={t('support.title')} onClose={onClose}>
      <p>{t('support.text')}</p>
      <ul className={styles.contactList}>
        <li>
          {t('support.email')} <a href={`mailto:${email}`}>{email}</a>
        </li>
        {whatsApp && (
          <li>
            <a href={whatsApp} target="_blank" rel="noopener noreferrer">
              {t('support.whatsApp')}
            </a>
          </li>
        )}
      </ul>
      <AnonymousSupportForm />
    </Modal>
  );
}
