import { Badge, Button } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-time';
import { useMailConfigured } from '../../../lib/mail/mail-status';
import { useResendReply } from '../api/resend-reply';
import type { SupportReply } from '../lib/support-request';
import styles from './support-inbox.module.css';

type Outcome = { id: number; kind: 'sent' | 'not-configured' | 'failed' };

/**
 * The replies sent so far; one whose mail did not go out says so and can be sent again, unless
 * the server has no mail at all: then it says that, and offers nothing that would not send (issue 28).
 */
export function ReplyThread({ requestId, replies }: { requestId: number; replies: SupportReply[] }) {
  const { t, i18n } = useTranslation('support-inbox');
  const resend = useResendReply(requestId);
  const mailConfigured = useMailConfigured();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <section aria-labelledby="support-thread-title">
      <h2 id="support-thread-title" className={styles.subtitle}>
        {t('thread.title')}
      </h2>
      {replies.length === 0 ? (
        <p className={styles.muted}>{t('thread.empty')}</p>
      ) : (
        <ol className={styles.thread}>
          {replies.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              <div className={styles.cardTop}>
                <strong>{reply.authorName}</strong>
                <span className={styles.muted}>{formatDateTime(reply.createdAt, i18n.language)}</span>
                {reply.mailedAt ? (
                  <span className={styles.muted}>
                    {t('thread.mailed', { at: formatDateTime(reply.mailedAt, i18n.language) })}
                  </span>
                ) : mailConfigured === false ? (
                  <Badge tone="warning">{t('thread.notConfigured')}</Badge>
                ) : (
                  <>
                    <Badge tone="warning">{t('thread.notMailed')}</Badge>
                    <Button
                      size="small"
                      variant="secondary"
                      busy={resend.isPending && resend.variables === reply.id}
                      onClick={() =>
                        resend.mutate(reply.id, {
                          onSuccess: (sent) =>
                            setOutcome({
                              id: reply.id,
                              kind: sent.mail === 'sent' ? 'sent' : 'not-configured',
                            }),
                          onError: () => setOutcome({ id: reply.id, kind: 'failed' }),
                        })
                      }
                    >
                      {t('thread.resend')}
                    </Button>
                  </>
                )}
              </div>
              <p className={styles.replyBody}>{reply.body}</p>
              {outcome?.id === reply.id && (
                <p role="status" className={outcome.kind === 'sent' ? styles.status : styles.error}>
                  {outcome.kind === 'sent'
                    ? t('thread.resent')
                    : outcome.kind === 'not-configured'
                      ? t('reply.notConfigured')
                      : t('thread.resendFailed')}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
