import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import styles from './settings.module.css';

/** A menu entry that opens a configured page in an iframe modal (spec 01 §2 user manual, instruction). */
export function FrameModalButton({ label, url }: { label: string; url: string }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.item} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Modal title={label} onClose={() => setOpen(false)} wide>
          <iframe className={styles.frame} src={url} title={label} />
          <p className={styles.frameLink}>
            <a href={url} target="_blank" rel="noreferrer">
              {t('menu.openInNewTab')}
            </a>
          </p>
        </Modal>
      )}
    </>
  );
}
