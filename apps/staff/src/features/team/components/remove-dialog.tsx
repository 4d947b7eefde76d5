import { Button, Dialog } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useRemoveMember } from '../api/remove-member';
import type { TeamMember } from '../lib/member';
import styles from './team.module.css';

/** Confirms taking staff access away; the account stays, as a learner (decision 053). */
export function RemoveDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation('team');
  const remove = useRemoveMember();
  const confirm = async () => {
    try {
      await remove.mutateAsync(member.id);
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <Dialog
      title={t('remove.title', { name: member.displayName })}
      onClose={onClose}
      closeLabel={t('actions.close', { ns: 'common' })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button variant="danger" onClick={confirm} busy={remove.isPending}>
            {t('remove.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('remove.text')}</p>
      {remove.error && (
        <p role="alert" className={styles.error}>
          {errorText(remove.error, t('errors.unknown', { ns: 'common' }))}
        </p>
      )}
    </Dialog>
  );
}
