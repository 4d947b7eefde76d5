import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** The buttons under the body (confirm, cancel). */
  actions?: ReactNode;
  /** Escape, the close button: the owner unmounts the dialog. */
  onClose: () => void;
  /** The close button's accessible name, translated by the app. */
  closeLabel: string;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page behind
 * inert and closes on Escape. Mounted means open; focus returns to the opener on close.
 */
export function Dialog({ title, children, actions, onClose, closeLabel }: DialogProps) {
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
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner decides (it unmounts the dialog).
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => onCloseRef.current()}
          aria-label={closeLabel}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </dialog>
  );
}
