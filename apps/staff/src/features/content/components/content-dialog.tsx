import { Button, Dialog } from '@cp/ui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './content.module.css';

/** A create/edit dialog: the form, its failure text, Cancel and Save. */
export function ContentDialog({
  formId,
  title,
  pending,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  formId: string;
  title: string;
  pending: boolean;
  failure: string | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={pending}>
            {t('actions.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
