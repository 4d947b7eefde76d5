import { SUPPORT_REPLY_MAX_LENGTH } from '@cp/contract';
import { Button, TextArea } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { useMailConfigured } from '../../../lib/mail/mail-status';
import { useSendReply } from '../api/send-reply';
import styles from './support-inbox.module.css';

type Outcome =
  | { kind: 'sent' }
  | { kind: 'not-configured' }
  | { kind: 'not-sent' }
  | { kind: 'error'; text: string };

/**
 * The answer by e-mail, sent as it is or with the request closed ("Send and close"). It says
 * "sent" only when a mail server took the mail: a server without mail is named (issue 28).
 */
export function ReplyForm({ requestId, email }: { requestId: number; email: string | null }) {
  const { t } = useTranslation('support-inbox');
  const send = useSendReply(requestId);
  const mailConfigured = useMailConfigured();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (!email) return <p className={styles.muted}>{t('reply.noEmail')}</p>;

  const submit = (close: boolean) => {
    setOutcome(null);
    if (!body.trim()) {
      setError(t('reply.required'));
      return;
    }
    setError(null);
    send.mutate(
      { body, close },
      {
        onSuccess: (reply) => {
          setBody('');
          setOutcome(
            reply.mail === 'sent'
              ? { kind: 'sent' }
              : reply.mail === 'not_configured'
                ? { kind: 'not-configured' }
                : { kind: 'not-sent' },
          );
        },
        onError: (failure) => {
          const fields = failure instanceof ApiError ? fieldErrors(failure.body) : {};
          if (fields.body) setError(fields.body);
          else setOutcome({ kind: 'error', text: errorText(failure, t('errors.unknown', { ns: 'common' })) });
        },
      },
    );
  };

  return (
    <section aria-labelledby="support-reply-title">
      <h2 id="support-reply-title" className={styles.subtitle}>
        {t('reply.title')}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(false);
        }}
      >
        <p className={styles.muted}>{t('reply.to', { email })}</p>
        {mailConfigured === false && (
          <p role="note" className={styles.warning}>
            {t('reply.mailOff')}
          </p>
        )}
        <TextArea
          label={t('reply.label')}
          value={body}
          rows={6}
          maxLength={SUPPORT_REPLY_MAX_LENGTH}
          counterLabel={(length, max) => t('reply.counter', { length, max })}
          error={error}
          onChange={(event) => setBody(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={send.isPending && !send.variables?.close} disabled={send.isPending}>
            {t('reply.send')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            busy={send.isPending && send.variables?.close}
            disabled={send.isPending}
            onClick={() => submit(true)}
          >
            {t('reply.sendAndClose')}
          </Button>
        </div>
        {outcome && (
          <p
            role={outcome.kind === 'sent' ? 'status' : 'alert'}
            className={outcome.kind === 'sent' ? styles.status : styles.error}
          >
            {outcome.kind === 'sent'
              ? t('reply.sent')
              : outcome.kind === 'not-configured'
                ? t('reply.notConfigured')
                : outcome.kind === 'not-sent'
                  ? t('reply.notSent')
                  : `${t('reply.failed')}: ${outcome.text}`}
          </p>
        )}
      </form>
    </section>
  );
}
