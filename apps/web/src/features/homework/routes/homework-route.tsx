import { routeId } from '@cp/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { ApiError } from '../../../lib/api/api-error';
import { useStreamHomework } from '../../../lib/learning/homework/get-stream-homework';
import { useHomeworkLive } from '../../../lib/learning/homework/use-homework-live';
import { isMisconfigured, type UserHomework } from '../../../lib/learning/homework/user-homework';
import { chatLink } from '../../../lib/navigation/chat-paths';
import { HOMEWORKS_PATH } from '../../../lib/navigation/homework-paths';
import { HandInForm } from '../components/hand-in-form';
import styles from '../components/homework.module.css';
import { HomeworkAnswer } from '../components/homework-answer';
import { useHomeworkPlace } from '../components/homework-card';
import { HomeworkReviewState } from '../components/homework-review-state';

/**
 * spec 02 §2 homework (`/homework/{streamId}/{homeworkId}`, the id of the learner's homework
 * status: decision 059): the task, where it stands, the last answer and the hand-in form when
 * one is taken; locked (demo) and not offered (closed stage, course not open) said in words.
 */
export function Component() {
  const params = useParams();
  const streamId = routeId(params.streamId);
  const statusId = routeId(params.homeworkId);
  const { t } = useTranslation('homework');
  if (streamId === null || statusId === null) {
    return (
      <section className={ui.column}>
        <h1 className={ui.nameTitle}>{t('notFound')}</h1>
        <Link to={HOMEWORKS_PATH}>{t('backToList')}</Link>
      </section>
    );
  }
  return <HomeworkScreen streamId={streamId} statusId={statusId} />;
}

/** spec 02 §8 "The day is incorrectly filled (contact support)", with the passHomework topic (spec 01 §3). */
function Misconfigured({ streamId }: { streamId: number }) {
  const { t } = useTranslation('homework');
  const category = useAppConfig().components.brand.supportCategoryIds.passHomework;
  return (
    <div role="alert" className={`${ui.surface} ${styles.panel}`} data-misconfigured>
      <p className={styles.error}>{t('misconfigured')}</p>
      {/* The support centre's topic and course (spec 01 §2 support `/support/{categoryId}/{streamId}`). */}
      <Link to={`/support/${category}/${streamId}`}>{t('support')}</Link>
    </div>
  );
}

function HomeworkScreen({ streamId, statusId }: { streamId: number; statusId: number }) {
  const { t } = useTranslation('homework');
  const list = useStreamHomework(streamId);
  useHomeworkLive();
  if (list.isPending) return <p role="status">{t('loading')}</p>;
  if (list.error) {
    if (list.error instanceof ApiError && list.error.status === 404) {
      return (
        <section className={ui.column}>
          <h1 className={ui.nameTitle}>{t('notFound')}</h1>
          <Link to={HOMEWORKS_PATH}>{t('backToList')}</Link>
        </section>
      );
    }
    return (
      <section className={ui.column}>
        <LoadFailure message={t('loadFailed')} error={list.error} onRetry={() => list.refetch()} />
      </section>
    );
  }
  const item = list.data.find((h) => h.id === statusId);
  if (!item) {
    // Every homework the stream offers has its status row (made when the list is read), so an id
    // not among them is another learner's or none at all: not found, not a matter for support.
    return (
      <section className={ui.column}>
        <h1 className={ui.nameTitle}>{t('notFound')}</h1>
        <Link to={HOMEWORKS_PATH}>{t('backToList')}</Link>
      </section>
    );
  }
  return <HomeworkDetail key={item.id} item={item} />;
}

function HomeworkDetail({ item }: { item: UserHomework }) {
  const { t } = useTranslation('homework');
  const titleId = useId();
  const place = useHomeworkPlace();
  const stateRef = useRef<HTMLElement>(null);
  const [sent, setSent] = useState(false);
  const { homework } = item;
  const withChat = useAppConfig().components.brand.isChatSupport;
  const misconfigured = isMisconfigured(homework);

  // After a hand-in the status is where the learner's attention goes (issue 10 keyboard).
  useEffect(() => {
    if (sent) stateRef.current?.focus();
  }, [sent]);
  // A review arriving live replaces the "sent" note with the expert's answer.
  useEffect(() => {
    if (item.status !== 'UPLOADED') setSent(false);
  }, [item.status]);

  return (
    <section className={ui.column} aria-labelledby={titleId} data-homework={item.id}>
      <header className={styles.group}>
        <p className={styles.meta}>
          {item.courseTitle} · {place(item)}
        </p>
        <h1 id={titleId} className={ui.nameTitle}>
          {homework.title}
        </h1>
        <p className={styles.meta}>
          {t(`kind.${homework.kind}`)}
          {homework.scores > 0 && ` · ${t('points', { count: homework.scores })}`}
          {` · ${item.isRequired ? t('required') : t('optional')}`}
        </p>
      </header>
      {homework.description && (
        <section className={`${ui.surface} ${styles.panel}`} aria-label={t('task')}>
          <p className={styles.description}>{homework.description}</p>
          {homework.kind === 'exercise' && homework.exercises.length > 0 && (
            <ul>
              {homework.exercises.map((e) => (
                <li key={e.id}>{e.title}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      <HomeworkReviewState ref={stateRef} item={item} sent={sent} />
      {item.answer && <HomeworkAnswer answer={item.answer} task={homework} />}
      {misconfigured ? (
        <Misconfigured streamId={item.streamId} />
      ) : item.isLocked ? (
        <p className={`${ui.surface} ${styles.panel}`} data-locked>
          {t('lockedText')}
        </p>
      ) : item.canHandIn ? (
        <HandInForm item={item} onSent={() => setSent(true)} />
      ) : (
        (item.status === 'NOT_UPLOADED' || item.status === 'FAIL') && (
          <p className={`${ui.surface} ${styles.panel}`} data-not-offered>
            {t('notOfferedText')}
          </p>
        )
      )}
      {withChat && item.chatChannelId !== null && <Link to={chatLink(item.chatChannelId)}>{t('chat')}</Link>}
    </section>
  );
}
