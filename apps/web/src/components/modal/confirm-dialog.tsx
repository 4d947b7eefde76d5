import button from '@cp/ui/button/button.module.css';
import type { ReactNode } from 'react';
import form from '../form/form.module.css';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  text: ReactNode;
  /** Why the last try failed, shown above the buttons; the dialog stays open. */
  error?: string | null;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before an action that cannot be taken back: cancel, or confirm. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, text, error, confirmLabel, cancelLabel, pending = false, onConfirm, onCancel } = props;
  return (
    <Modal title={title} onClose={onCancel}>
      <p>{text}</p>
      {error && (
        <p role="alert" className={form.formError}>
          {error}
        </p>
      )}
      <div className={button.actions}>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={button.primary}
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
