import { Tabs } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BannerFrame, BannerSlot } from '../../../components/banners/banner-slot';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { paymentPaths } from '../../../lib/routing/payment-paths';
import { useUserCourseStreams } from '../api/get-user-course-streams';
import { COURSE_TABS, type CourseTab, groupStreams, isCourseTab } from '../components/course-groups';
import styles from '../components/courses.module.css';
import { StreamCard } from '../components/stream-card';

/** spec 02 §2 courses: "My courses" with the tabs Current, Active and Ended. */
export function Component() {
  const { t } = useTranslation(['courses', 'common']);
  const { brand } = useAppConfig().components;
  const { data, error, isPending, refetch, isRefetching } = useUserCourseStreams({
    isDemoAccessible: brand.isDemoAccessible,
    demoCourseServiceId: brand.demoCourseServiceId,
  });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CourseTab = isCourseTab(requested) ? requested : 'current';
  const selectTab = (next: CourseTab) =>
    setParams(next === 'current' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  if (isPending) {
    return (
      <section className={ui.screen}>
        <h1 className={ui.title}>{t('title')}</h1>
        <p role="status">{t('loading')}</p>
      </section>
    );
  }
  if (error) {
    return (
      <section className={ui.screen}>
        <h1 className={ui.title}>{t('title')}</h1>
        <LoadFailure message={t('failed')} error={error} onRetry={() => refetch()} retrying={isRefetching} />
      </section>
    );
  }

  const groups = groupStreams(data.streams);
  const shown = groups[tab];
  return (
    <BannerFrame position="courses">
      <section className={ui.screen}>
        <h1 className={ui.title}>{t('title')}</h1>
        <BannerSlot position="courses" placement="beforeCourse" />
        {data.streams.length === 0 ? (
          // No dead end (issue 27): the catalogue is where a course is found.
          <div className={`${ui.surface} ${styles.empty}`}>
            <p>{t('empty')}</p>
            <Link to={paymentPaths.catalog}>{t('emptyAction')}</Link>
          </div>
        ) : (
          <Tabs
            label={t('tabs.label')}
            selected={tab}
            onSelect={selectTab}
            fitPhone
            items={COURSE_TABS.map((key) => ({
              key,
              label: (
                <>
                  {t(`tabs.${key}`)} <span className={styles.count}>{groups[key].length}</span>
                </>
              ),
            }))}
          >
            {shown.length === 0 ? (
              <p className={`${ui.surface} ${styles.empty}`}>{t(`tabs.empty.${tab}`)}</p>
            ) : (
              <ul className={`${ui.cardGrid} ${styles.list}`}>
                {shown.map((stream) => (
                  <li key={stream.id}>
                    <StreamCard stream={stream} />
                  </li>
                ))}
              </ul>
            )}
          </Tabs>
        )}
      </section>
    </BannerFrame>
  );
}
