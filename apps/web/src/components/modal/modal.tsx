import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../ui/screen.module.css';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  children: ReactNode;
  /** Omit for a dialog the person cannot dismiss (the configuration failure). */
  onClose?: () => void;
  wide?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes
 * the page behind inert and closes on Escape. Mounted means open.
 */
export function Modal({ title, children, onClose, wide = false }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={wide ? `${ui.surface} ${styles.dialog} ${styles.wide}` : `${ui.surface} ${styles.dialog}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner decides whether the dialog goes away.
        event.preventDefault();
        onCloseRef.current?.();
      }}
      onClose={() => {
        // The browser may force-close on a repeated Escape; a dialog that cannot be
        // dismissed comes back, the others tell their owner.
        if (onCloseRef.current) onCloseRef.current();
        else ref.current?.showModal();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onClose && (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('actions.close')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
