import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

interface DialogBase {
  title: string;
  children: ReactNode;
  /** The buttons under the body (confirm, cancel). */
  actions?: ReactNode;
  /** Up to 60rem wide instead of 32rem, for a document or a page shown inside. */
  wide?: boolean;
}

export type DialogProps = DialogBase &
  (
    | {
        /** Escape, the close button: the owner unmounts the dialog. */
        onClose: () => void;
        /** The close button's accessible name, translated by the app. */
        closeLabel: string;
      }
    | {
        /** Without `onClose` the person cannot dismiss it (the learner's configuration failure). */
        onClose?: undefined;
        closeLabel?: undefined;
      }
  );

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page behind
 * inert and closes on Escape. Mounted means open; focus returns to the opener on close.
 */
export function Dialog({ title, children, actions, wide = false, onClose, closeLabel }: DialogProps) {
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
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner decides (it unmounts the dialog).
        event.preventDefault();
        onCloseRef.current?.();
      }}
      onClose={() => {
        // The event comes a task after close(): a dialog open again by then was closed by our
        // own effect's cleanup and reopened (React's StrictMode runs effects twice in
        // development), not by the person.
        if (ref.current?.open) return;
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
          <button
            type="button"
            className={styles.close}
            onClick={() => onCloseRef.current?.()}
            aria-label={closeLabel}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </dialog>
  );
}
