import { FREEZE_STATUS } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import ui from '../../../components/ui/screen.module.css';
import { errorText } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import type { Stream, StreamFreeze } from '../../../lib/learning/api/stream';
import { useCancelFreeze } from '../api/cancel-freeze';
import styles from './freeze.module.css';
import { FreezeForm } from './freeze-form';

/** The freeze in force or ahead, if any (a cancelled or past one is history). */
export function currentFreeze(freeze: StreamFreeze | null, now: number): StreamFreeze | null {
  if (!freeze || freeze.status === FREEZE_STATUS.canceled || freeze.endDate <= now) return null;
  return freeze;
}

/**
 * A demo, stopped or ended stream has no schedule left to hold, and one not
 * started has none yet: the server refuses those, so they are not offered
 * (issue 8, docs/decisions/043-freeze-whole-days.md).
 */
export const canFreeze = (stream: Pick<Stream, 'isDemo' | 'status'>): boolean =>
  !stream.isDemo &&
  stream.status !== 'stopped' &&
  stream.status !== 'ended' &&
  stream.status !== 'not-started';

/** spec 02 §2 courseFreeze, §4 Stream freeze: freeze from the course screen, lift it early after confirming. */
export function FreezePanel({ stream, now = Date.now() }: { stream: Stream; now?: number }) {
  const { t } = useTranslation(['freeze', 'common']);
  const [formOpen, setFormOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const cancel = useCancelFreeze(stream.id);
  const formId = useId();
  const freeze = currentFreeze(stream.freeze, now);

  if (!freeze && !canFreeze(stream)) return null;

  const lift = async () => {
    if (await cancel.run()) {
      setConfirming(false);
      setDone(t('lifted'));
    }
  };

  return (
    <section className={`${ui.surface} ${styles.panel}`} aria-label={t('title')}>
      {freeze ? (
        <>
          <p className={styles.state} data-freeze={freeze.startDate <= now ? 'active' : 'planned'}>
            {freeze.startDate <= now
              ? t('activeUntil', { date: formatDate(freeze.endDate) })
              : t('planned', { start: formatDate(freeze.startDate), end: formatDate(freeze.endDate) })}
          </p>
          <button type="button" className={button.secondary} onClick={() => setConfirming(true)}>
            {t(freeze.startDate <= now ? 'lift' : 'cancelPlanned')}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className={button.secondary}
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
            onClick={() => {
              setFormOpen((open) => !open);
              setDone(null);
            }}
          >
            {t('open')}
          </button>
          {formOpen && (
            <FreezeForm
              id={formId}
              streamId={stream.id}
              onDone={(created) => {
                setFormOpen(false);
                // A freeze from today holds already: said in the present, not as a plan.
                setDone(
                  t(created.startDate <= Date.now() ? 'createdNow' : 'created', {
                    start: formatDate(created.startDate),
                    end: formatDate(created.endDate),
                  }),
                );
              }}
              onCancel={() => setFormOpen(false)}
            />
          )}
        </>
      )}
      <p role="status" className={styles.done}>
        {done}
      </p>
      {confirming && freeze && (
        <ConfirmDialog
          title={t('confirm.title')}
          text={t('confirm.text', { date: formatDate(freeze.endDate) })}
          error={cancel.error != null ? errorText(cancel.error, t('common:errors.unknown')) : null}
          cancelLabel={t('confirm.keep')}
          confirmLabel={t('confirm.lift')}
          pending={cancel.isPending}
          onConfirm={() => void lift()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
