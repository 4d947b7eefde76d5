import { type ReactNode, useState } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import styles from './confirm-button.module.css';

export interface ConfirmButtonProps {
  /** The verb on the button and on the dialog's confirm button ("Delete"). */
  label: string;
  /** What the verb acts on, appended to the button's accessible name only ("Delete Summer banner"). */
  hiddenName?: string;
  /** The dialog's title ("Delete “Summer banner”?"). */
  title: string;
  /** What happens when confirmed, shown in the dialog. */
  children: ReactNode;
  cancelLabel: string;
  closeLabel: string;
  /** The act; a rejection keeps the dialog open with `failureText(error)` as an alert. */
  onConfirm: () => Promise<unknown>;
  /** The act is under way: the confirm button is busy. */
  busy?: boolean;
  /** The refusal as a text for a person (the server's message or the app's "unknown"). */
  failureText: (error: unknown) => string;
}

/**
 * A danger button that asks first. The refusal (say, a 409 for a row still in use) stays in the
 * dialog, so the person reads why and what to do instead; closing it forgets the refusal.
 */
export function ConfirmButton({
  label,
  hiddenName,
  title,
  children,
  cancelLabel,
  closeLabel,
  onConfirm,
  busy = false,
  failureText,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await onConfirm();
      close();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <>
      <Button size="small" variant="danger" onClick={() => setOpen(true)}>
        {label}
        {hiddenName && <span className={styles.visuallyHidden}> {hiddenName}</span>}
      </Button>
      {open && (
        <Dialog
          title={title}
          onClose={close}
          closeLabel={closeLabel}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                {cancelLabel}
              </Button>
              <Button variant="danger" onClick={() => void confirm()} busy={busy}>
                {label}
              </Button>
            </>
          }
        >
          {children}
          {failure && (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          )}
        </Dialog>
      )}
    </>
  );
}
