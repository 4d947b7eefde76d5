import { Badge, Button, Dialog } from '@cp/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useCloseConsultation } from '../api/close-consultation';
import { useOpenConsultation } from '../api/open-consultation';
import { canOpenConsultation, type DeskChatDetail } from '../lib/chat-detail';
import styles from './desk.module.css';

type Pending = 'open' | 'close' | null;

/**
 * Paid consultations of the chat (spec 02 §4, §6): the count against the limits, the list, and
 * opening or closing one. The server sets the bounding message ids (the chat's newest message
 * at that moment); the expert confirms, since a consultation counts toward the learner's limit.
 */
export function ConsultationPanel({ chat }: { chat: DeskChatDetail }) {
  const { t } = useTranslation('desk');
  const titleId = useId();
  const [pending, setPending] = useState<Pending>(null);
  const open = useOpenConsultation(chat.id);
  const close = useCloseConsultation(chat.id);
  const [problem, setProblem] = useState<string | null>(null);
  const { used, max, left } = chat.consultations;
  const current = chat.openConsultation;

  const confirm = () => {
    const settle = {
      onSuccess: () => {
        setProblem(null);
        setPending(null);
      },
      // The server's reason (over the limit, already open, read-only) under the button.
      onError: (error: unknown) => {
        setProblem(errorText(error, t('errors.unknown', { ns: 'common' })));
        setPending(null);
      },
    };
    if (pending === 'open') open.mutate(undefined, settle);
    else if (pending === 'close' && current) close.mutate(current.id, settle);
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('consultation.title')}
      </h2>
      <p className={styles.quiet}>
        {max === null ? t('consultation.usedNoLimit', { used }) : t('consultation.used', { used, max })}
        {left !== null && left <= 0 && ` · ${t('consultation.limitReached')}`}
      </p>
      {current ? (
        <Button variant="danger" block onClick={() => setPending('close')}>
          {t('consultation.close')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          block
          disabled={!canOpenConsultation(chat)}
          onClick={() => setPending('open')}
        >
          {t('consultation.open')}
        </Button>
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {chat.consultationList.length > 0 && (
        <ul className={styles.consultations}>
          {chat.consultationList.map((item) => (
            <li key={item.id}>
              <Badge tone={item.status === 'open' ? 'warning' : 'neutral'}>
                {t(`consultation.status.${item.status}`)}
              </Badge>{' '}
              <span className={styles.quiet}>{formatDateTime(item.openedAt, currentLanguage())}</span>
              {item.status !== 'open' && (
                <span className={styles.quiet}> · {t('consultation.messages', { n: item.amount })}</span>
              )}
              {item.rating !== null && <span> · {t('consultation.rated', { rating: item.rating })}</span>}
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <Dialog
          title={
            pending === 'open' ? t('consultation.confirmOpenTitle') : t('consultation.confirmCloseTitle')
          }
          closeLabel={t('actions.close', { ns: 'common' })}
          onClose={() => setPending(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setPending(null)}>
                {t('actions.cancel', { ns: 'common' })}
              </Button>
              <Button busy={open.isPending || close.isPending} onClick={confirm}>
                {pending === 'open' ? t('consultation.open') : t('consultation.close')}
              </Button>
            </>
          }
        >
          <p>{pending === 'open' ? t('consultation.confirmOpen') : t('consultation.confirmClose')}</p>
        </Dialog>
      )}
    </section>
  );
}
