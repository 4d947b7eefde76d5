import { Button, Dialog } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/**
 * The question a form's unsaved changes ask when the administrator moves away inside the app
 * (the blocker of `useUnsavedGuard`): stay, or leave and lose them. `ns` is the feature's
 * namespace, which holds `unsaved.title`, `unsaved.text` (what would be lost), `unsaved.stay`
 * and `unsaved.leave`. Nothing shows while nothing is blocked.
 */
export function UnsavedDialog({ ns, blocker }: { ns: string; blocker: Blocker }) {
  const { t } = useTranslation(ns);
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      title={t('unsaved.title')}
      onClose={() => blocker.reset()}
      closeLabel={t('common:actions.close')}
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.reset()}>
            {t('unsaved.stay')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed()}>
            {t('unsaved.leave')}
          </Button>
        </>
      }
    >
      <p>{t('unsaved.text')}</p>
    </Dialog>
  );
}
