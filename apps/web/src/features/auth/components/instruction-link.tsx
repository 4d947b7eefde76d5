import button from '@cp/ui/button/button.module.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import styles from './login-screen.module.css';

/** spec 01 §2: without registration, the user manual opens in an iframe modal. */
export function InstructionLink({ url }: { url: string }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={button.link} onClick={() => setOpen(true)}>
        {t('manual.open')}
      </button>
      {open && (
        <Modal title={t('manual.title')} onClose={() => setOpen(false)} wide>
          <iframe className={styles.manualFrame} src={url} title={t('manual.title')} />
        </Modal>
      )}
    </>
  );
}
