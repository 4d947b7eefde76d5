import { Button, Dialog } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
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
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(id);
      close();
    } catch (error) {
      setFailure(errorText(error, t('common:errors.unknown')));
    }
  };
  return (
    <>
      <Button size="small" variant="danger" onClick={() => setOpen(true)}>
        {t('actions.delete')}
        <span className={styles.visuallyHidden}> {name}</span>
      </Button>
      {open && (
        <Dialog
          title={t('remove.title', { name })}
          onClose={close}
          closeLabel={t('common:actions.close')}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                {t('common:actions.cancel')}
              </Button>
              <Button variant="danger" onClick={() => void confirm()} busy={remove.isPending}>
                {t('actions.delete')}
              </Button>
            </>
          }
        >
          <p className={styles.notice}>{t(`remove.${list}`)}</p>
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
