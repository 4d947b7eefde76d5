import { useTranslation } from 'react-i18next';
import { RemoveRowButton } from '../../../lib/ui/remove-row-button';
import { type ContentList, useRemoveContent } from '../api/content-rows';
import styles from './content.module.css';

/**
 * Delete, after a confirmation naming the row and saying what happens to learners. The server's
 * refusal (a topic the brand's settings name: 409) stays in the dialog, so the administrator
 * reads why and what to do instead.
 */
export function RemoveButton({ list, id, name }: { list: ContentList; id: number; name: string }) {
  const { t } = useTranslation('content');
  const remove = useRemoveContent(list);
  return (
    <RemoveRowButton
      ns="content"
      name={name}
      onRemove={() => remove.mutateAsync(id)}
      pending={remove.isPending}
    >
      <p className={styles.notice}>{t(`remove.${list}`)}</p>
    </RemoveRowButton>
  );
}
