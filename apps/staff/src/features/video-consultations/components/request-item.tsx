import { meetingNoteField, meetingUrlField, VIDEO_CONSULTATION_MEETING_NOTE_MAX_LENGTH } from '@cp/contract';
import { Badge, Button, ConfirmButton, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { useCancelVideoConsultation } from '../api/cancel-video-consultation';
import { useCompleteVideoConsultation } from '../api/complete-video-consultation';
import { useConfirmVideoConsultation } from '../api/confirm-video-consultation';
import type { VideoConsultationRequest } from '../lib/request';
import { formatInZone, fromLocalInput, toLocalInput } from '../lib/zoned-time';
import styles from './video-consultations.module.css';

const TONE = { waiting: 'warning', confirmed: 'accent', complete: 'success', available: 'neutral' } as const;

type Problems = Partial<Record<'start_date_time' | 'meeting_url' | 'meeting_note' | 'form', string>>;

/**
 * One request: who, which course, when (in the school's zone), phone and comment. A waiting or
 * confirmed one can be confirmed at its time or another one, with a meeting link the learner joins
 * or a note ("I will call you"; decision 142), or cancelled; a confirmed one marked complete.
 */
export function RequestItem({ request }: { request: VideoConsultationRequest }) {
  const { t, i18n } = useTranslation(['videoconsultations', 'common']);
  const confirm = useConfirmVideoConsultation();
  const complete = useCompleteVideoConsultation();
  const cancel = useCancelVideoConsultation();
  const [editing, setEditing] = useState(false);
  const [time, setTime] = useState(() =>
    request.startDateTime ? toLocalInput(request.startDateTime, request.timeZone) : '',
  );
  const [meetingUrl, setMeetingUrl] = useState(request.meetingUrl);
  const [meetingNote, setMeetingNote] = useState(request.meetingNote);
  const [problems, setProblems] = useState<Problems>({});
  const when = request.startDateTime
    ? formatInZone(request.startDateTime, i18n.language, request.timeZone)
    : '—';
  const failure = (e: unknown) => {
    const fields = e instanceof ApiError ? fieldErrors(e.body) : {};
    const known = {
      start_date_time: fields.start_date_time,
      meeting_url: fields.meeting_url,
      meeting_note: fields.meeting_note,
    };
    setProblems(
      Object.values(known).some(Boolean) ? known : { form: errorText(e, t('common:errors.unknown')) },
    );
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    const at = editing ? fromLocalInput(time, request.timeZone) : undefined;
    // The contract's own rules, so the form refuses what the server would.
    const found: Problems = {
      ...(editing && at === null ? { start_date_time: t('badTime') } : {}),
      ...(meetingUrlField.safeParse(meetingUrl).success ? {} : { meeting_url: t('meeting.badUrl') }),
      ...(meetingNoteField.safeParse(meetingNote).success
        ? {}
        : { meeting_note: t('meeting.noteLong', { max: VIDEO_CONSULTATION_MEETING_NOTE_MAX_LENGTH }) }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    confirm.mutate(
      { id: request.id, at: at ?? undefined, meetingUrl: meetingUrl.trim(), meetingNote: meetingNote.trim() },
      { onError: failure, onSuccess: () => setEditing(false) },
    );
  };

  // A time refused while its field is closed (the learner's own time has passed) is said here.
  const alert = problems.form ?? (editing ? undefined : problems.start_date_time);

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
        {request.meetingUrl && (
          <>
            <dt>{t('meeting.link')}</dt>
            <dd data-field="meeting-url">
              <a href={request.meetingUrl} target="_blank" rel="noopener noreferrer">
                {request.meetingUrl}
              </a>
            </dd>
          </>
        )}
        {request.meetingNote && (
          <>
            <dt>{t('meeting.note')}</dt>
            <dd data-field="meeting-note">{request.meetingNote}</dd>
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
              error={problems.start_date_time}
            />
          )}
          <TextField
            label={t('meeting.linkLabel')}
            hint={t('meeting.linkHint')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={meetingUrl}
            onChange={(e) => setMeetingUrl(e.target.value)}
            error={problems.meeting_url}
          />
          <TextField
            label={t('meeting.noteLabel')}
            hint={t('meeting.noteHint')}
            value={meetingNote}
            onChange={(e) => setMeetingNote(e.target.value)}
            error={problems.meeting_note}
          />
          <div className={styles.buttons}>
            <Button type="submit" busy={confirm.isPending}>
              {editing ? t('confirmAt') : request.status === 'waiting' ? t('confirm') : t('meeting.save')}
            </Button>
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
            <ConfirmButton
              label={t('cancel.action')}
              hiddenName={request.learnerName}
              title={t('cancel.title', { name: request.learnerName })}
              cancelLabel={t('cancel.keep')}
              closeLabel={t('common:actions.close')}
              busy={cancel.isPending}
              onConfirm={() => cancel.mutateAsync(request.id)}
              failureText={(e) => errorText(e, t('common:errors.unknown'))}
            >
              <p>{t('cancel.text')}</p>
            </ConfirmButton>
          </div>
          {alert && (
            <p className={styles.error} role="alert">
              {alert}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
