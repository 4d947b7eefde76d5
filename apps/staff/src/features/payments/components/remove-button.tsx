import { useTranslation } from 'react-i18next';
import { RemoveRowButton } from '../../../lib/ui/remove-row-button';
import { useRemoveRow } from '../api/catalogue';
import styles from './payments.module.css';

/**
 * Delete, after a confirmation naming the row. The server's refusal (a service with orders, a
 * used code: 409) stays in the dialog so the administrator reads why and what to do instead.
 */
export function RemoveButton({
  list,
  id,
  name,
}: {
  list: Parameters<typeof useRemoveRow>[0];
  id: number;
  name: string;
}) {
  const { t } = useTranslation('payments');
  const remove = useRemoveRow(list);
  return (
    <RemoveRowButton
      ns="payments"
      name={name}
      onRemove={() => remove.mutateAsync(id)}
      pending={remove.isPending}
    >
      <p className={styles.notice}>{t('remove.text')}</p>
    </RemoveRowButton>
  );
}
