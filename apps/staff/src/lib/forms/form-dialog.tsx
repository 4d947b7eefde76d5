import { Button, type ButtonVariant, Dialog } from '@cp/ui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import screen from '../ui/screen.module.css';

/**
 * A create/edit dialog: the form, its failure text, Cancel and Save. The Save button sits in the
 * dialog's actions, outside the form, so it names the form (`formId`); Enter in a field submits.
 */
export function FormDialog({
  formId,
  title,
  saveLabel,
  saveVariant = 'primary',
  pending,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  formId: string;
  title: string;
  saveLabel: string;
  /** A form that ends or stops something saves with a danger button. */
  saveVariant?: ButtonVariant;
  pending: boolean;
  failure: string | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
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
          <Button type="submit" form={formId} variant={saveVariant} busy={pending}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={screen.form} onSubmit={onSubmit} noValidate>
        {children}
        {failure && (
          <p role="alert" className={screen.error}>
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
