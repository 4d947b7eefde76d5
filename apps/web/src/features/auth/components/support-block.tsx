import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import button from '../../../components/ui/button.module.css';
import { whatsAppLink } from '../../../config/feature-flags';
import styles from './login-screen.module.css';

/** spec 01 §2: the support e-mail and an optional WhatsApp link, in a modal. */
export function SupportBlock({ email, whatsAppNumber }: { email: string; whatsAppNumber: string | null }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const whatsApp = whatsAppLink(whatsAppNumber);
  return (
    <>
      <button type="button" className={button.link} onClick={() => setOpen(true)}>
        {t('support.open')}
      </button>
      {open && (
        <Modal title={t('support.title')} onClose={() => setOpen(false)}>
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
        </Modal>
      )}
    </>
  );
}
