import { Badge, Button, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { useCompleteVideoConsultation } from '../api/complete-video-consultation';
import { useConfirmVideoConsultation } from '../api/confirm-video-consultation';
import type { VideoConsultationRequest } from '../lib/request';
import { formatInZone, fromLocalInput, toLocalInput } from '../lib/zoned-time';
import styles from './video-consultations.module.css';

const TONE = { waiting: 'warning', confirmed: 'accent', complete: 'success', available: 'neutral' } as const;

/**
 * One request: who, which course, when (in the school's zone), phone and comment. A waiting or
 * confirmed one can be confirmed at its time or another one; a confirmed one marked complete.
 */
export function RequestItem({ request }: { request: VideoConsultationRequest }) {
  const { t, i18n } = useTranslation(['videoconsultations', 'common']);
  const confirm = useConfirmVideoConsultation();
  const complete = useCompleteVideoConsultation();
  const [editing, setEditing] = useState(false);
  const [time, setTime] = useState(() =>
    request.startDateTime ? toLocalInput(request.startDateTime, request.timeZone) : '',
  );
  const [error, setError] = useState<string | null>(null);
  const when = request.startDateTime
    ? formatInZone(request.startDateTime, i18n.language, request.timeZone)
    : '—';
  const failure = (e: unknown) => {
    const fields = e instanceof ApiError ? fieldErrors(e.body) : {};
    setError(fields.start_date_time ?? errorText(e, t('common:errors.unknown')));
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const at = editing ? fromLocalInput(time, request.timeZone) : undefined;
    if (editing && at === null) {
      setError(t('badTime'));
      return;
    }
    confirm.mutate(
      { id: request.id, at: at ?? undefined },
      { onError: failure, onSuccess: () => setEditing(false) },
    );
  };

  return (
    <li className={styles.item} data-request-id={request.id} data-status={request.status}>
      <div className={styles.head}>
        <strong>{request.learnerName}</strong>
        <Badge tone={TONE[request.status]}>{t(`status.${request.status}`)}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt>{t('course')}</dt>
        <dd>{request.courseTitle}</dd>
        <dt>{t('when')}</dt>
        <dd data-field="when">{when}</dd>
        <dt>{t('phone')}</dt>
        <dd>
          <a href={`tel:${request.phone}`}>{request.phone}</a>
        </dd>
        {request.learnerEmail && (
          <>
            <dt>{t('email')}</dt>
            <dd>{request.learnerEmail}</dd>
          </>
        )}
        {request.note && (
          <>
            <dt>{t('note')}</dt>
            <dd>{request.note}</dd>
          </>
        )}
      </dl>
      {(request.status === 'waiting' || request.status === 'confirmed') && (
        <form className={styles.actions} onSubmit={onConfirm}>
          {editing && (
            <TextField
              label={t('newTime', { zone: request.timeZone })}
              type="datetime-local"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              error={error}
            />
          )}
          <div className={styles.buttons}>
            {(editing || request.status === 'waiting') && (
              <Button type="submit" busy={confirm.isPending}>
                {editing ? t('confirmAt') : t('confirm')}
              </Button>
            )}
            <Button
              type="button"
              variant="secondary"
              onClick={() => setEditing((v) => !v)}
              aria-expanded={editing}
            >
              {editing ? t('common:actions.cancel') : t('otherTime')}
            </Button>
            {request.status === 'confirmed' && (
              <Button
                type="button"
                variant="secondary"
                busy={complete.isPending}
                onClick={() => complete.mutate(request.id, { onError: failure })}
              >
                {t('complete')}
              </Button>
            )}
          </div>
          {!editing && error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
