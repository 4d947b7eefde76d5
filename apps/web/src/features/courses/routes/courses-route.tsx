import { useTranslation } from 'react-i18next';
import button from '../../../components/ui/button.module.css';
import { errorText } from '../../../lib/api/api-error';
import { useUserCourseStreams } from '../api/get-user-course-streams';
import styles from '../components/courses.module.css';
import { StreamCard } from '../components/stream-card';

/** spec 02 §2 courses: "My courses". Tabs (Current, Active, Ended) come with issue 5. */
export function Component() {
  const { t } = useTranslation(['courses', 'common']);
  const { data, error, isPending, refetch, isRefetching } = useUserCourseStreams();

  return (
    <section className={styles.screen}>
      <h1 className={styles.title}>{t('title')}</h1>
      {isPending ? (
        <p role="status">{t('loading')}</p>
      ) : error ? (
        <div role="alert" className={styles.failure}>
          <p>{t('failed')}</p>
          <p>
            <small>{errorText(error, t('common:errors.unknown'))}</small>
          </p>
          <button type="button" className={button.primary} onClick={() => refetch()} disabled={isRefetching}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : data.streams.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {data.streams.map((stream) => (
            <li key={stream.id}>
              <StreamCard stream={stream} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
