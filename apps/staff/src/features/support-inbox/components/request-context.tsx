import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-time';
import type { SupportRequestDetail } from '../lib/support-request';
import styles from './support-inbox.module.css';

const formatDate = (at: number, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(at));

/** Who wrote, from which account, about which topic and course, and when. */
export function RequestContext({ request }: { request: SupportRequestDetail }) {
  const { t, i18n } = useTranslation('support-inbox');
  const lang = i18n.language;
  const { learner, stream } = request;
  return (
    <section aria-labelledby="support-context-title">
      <h2 id="support-context-title" className={styles.subtitle}>
        {t('request.context')}
      </h2>
      <dl className={styles.context}>
        <dt>{t('request.from')}</dt>
        <dd>
          {request.name}
          {request.email && ` <${request.email}>`}
        </dd>
        <dt>{t('request.account')}</dt>
        <dd>
          {learner ? (
            // The learner's page of the people screen (decision 073).
            <Link className={styles.profileLink} to={`/people/${learner.id}`}>
              {learner.name || learner.email || `#${learner.id}`}
              <span className={styles.muted}> · {t('request.openProfile')}</span>
            </Link>
          ) : (
            t('request.guest')
          )}
        </dd>
        <dt>{t('request.kind')}</dt>
        <dd>{t(`kind.${request.kind}`)}</dd>
        <dt>{t('request.category')}</dt>
        <dd>{request.category?.title ?? t('request.noCategory')}</dd>
        {stream && (
          <>
            <dt>{t('request.stream')}</dt>
            <dd>
              {stream.courseTitle}{' '}
              <span className={styles.muted}>
                (
                {t('request.streamDates', {
                  start: stream.startDate ? formatDate(stream.startDate, lang) : t('request.noDate'),
                  end: stream.endDate ? formatDate(stream.endDate, lang) : t('request.noDate'),
                })}
                )
              </span>
            </dd>
          </>
        )}
        <dt>{t('request.created')}</dt>
        <dd>{formatDateTime(request.createdAt, lang)}</dd>
      </dl>
    </section>
  );
}
