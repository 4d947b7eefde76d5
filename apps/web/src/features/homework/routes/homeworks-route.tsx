import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerFrame } from '../../../components/banners/banner-slot';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useHomeworkLive } from '../../../lib/learning/homework/use-homework-live';
import { useHomeworks } from '../api/get-homeworks';
import styles from '../components/homework.module.css';
import { HomeworkCard } from '../components/homework-card';
import { groupHomeworks } from '../components/homework-groups';

/**
 * spec 02 §2 homeworks (`/homework`): the learner's homework across streams, grouped by status
 * (to do, under review, accepted), live (issue 10 "Live"); the homeworks banner positions
 * (spec 01 §3) around it.
 */
export function Component() {
  const { t } = useTranslation('homework');
  const titleId = useId();
  const list = useHomeworks();
  useHomeworkLive();

  return (
    <BannerFrame position="homeworks">
      <section className={ui.column} aria-labelledby={titleId}>
        <h1 id={titleId} className={ui.nameTitle}>
          {t('title')}
        </h1>
        {list.isPending && <p role="status">{t('loading')}</p>}
        {list.error && (
          <LoadFailure
            message={t('loadFailed')}
            error={list.error}
            onRetry={() => list.refetch()}
            retrying={list.isRefetching}
          />
        )}
        {list.data?.length === 0 && <p className={ui.muted}>{t('empty')}</p>}
        {list.data &&
          groupHomeworks(list.data).map(({ group, items }) => (
            <section
              key={group}
              className={styles.group}
              aria-labelledby={`${titleId}-${group}`}
              data-group={group}
            >
              <h2 id={`${titleId}-${group}`} className={styles.groupTitle}>
                {t(`groups.${group}`)} ({items.length})
              </h2>
              <ul className={`${ui.stack} ${styles.list}`}>
                {items.map((item) => (
                  <HomeworkCard key={item.id} item={item} />
                ))}
              </ul>
            </section>
          ))}
      </section>
    </BannerFrame>
  );
}
