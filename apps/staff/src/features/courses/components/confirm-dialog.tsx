import { Button, Dialog } from '@cp/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  variant?: 'primary' | 'danger';
  children?: ReactNode;
}

/** Asks before something that cannot be taken back in the draft (remove, publish, discard). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
  variant = 'danger',
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel={t('actions.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button variant={variant} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      {children}
    </Dialog>
  );
}
