import { routeId } from '@cp/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BannerFrame } from '../../../components/banners/banner-slot';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { useSupportCategories } from '../api/get-support-categories';
import styles from '../components/support.module.css';
import { SupportForm } from '../components/support-form';
import { SUPPORT_PATHS } from '../components/support-paths';
import { TopicList } from '../components/topic-list';

/**
 * spec 01 §2 support: `/support` lists the topics, `/support/{categoryId}` is the request
 * form, `/support/{categoryId}/{streamId}` the form about one of the learner's courses.
 * One route for the three, so what the learner typed survives picking a topic or a course.
 */
export function Component() {
  const { t } = useTranslation(['support', 'common']);
  const titleId = useId();
  const params = useParams();
  const navigate = useNavigate();
  const { domain } = useAppConfig();
  const categories = useSupportCategories();
  const categoryId = routeId(params.categoryId);
  const streamId = routeId(params.streamId);
  const category = categories.data?.find((c) => c.id === categoryId) ?? null;

  let body: React.ReactNode;
  if (categories.isPending) {
    body = <p role="status">{t('common:status.loading')}</p>;
  } else if (categories.isError) {
    body = (
      <LoadFailure
        message={t('loadFailed')}
        error={categories.error}
        onRetry={() => void categories.refetch()}
      />
    );
  } else if (params.categoryId === undefined) {
    body =
      categories.data.length === 0 ? (
        <p>{t('topics.empty', { email: domain.supportEmail })}</p>
      ) : (
        <>
          <h2 className={ui.sectionTitle}>{t('topics.title')}</h2>
          <TopicList categories={categories.data} />
        </>
      );
  } else if (!category) {
    body = (
      <div className={`${ui.sheet} ${ui.raised} ${styles.card}`}>
        <h2 className={ui.sectionTitle}>{t('topics.notFound')}</h2>
        <Link to={SUPPORT_PATHS.centre}>{t('form.back')}</Link>
      </div>
    );
  } else {
    body = (
      <div className={`${ui.sheet} ${ui.raised} ${styles.card}`}>
        <h2 className={ui.sectionTitle}>{t('form.title')}</h2>
        <SupportForm
          categories={categories.data}
          category={category}
          streamId={streamId}
          onTopic={(next) => {
            const keepCourse = streamId !== null && categories.data.find((c) => c.id === next)?.needsCourse;
            navigate(keepCourse ? SUPPORT_PATHS.course(next, streamId) : SUPPORT_PATHS.topic(next), {
              replace: true,
            });
          }}
          onCourse={(next) => navigate(SUPPORT_PATHS.course(category.id, next), { replace: true })}
        />
      </div>
    );
  }

  return (
    <BannerFrame position="support">
      <section className={ui.screen} aria-labelledby={titleId}>
        <h1 id={titleId} className={ui.title}>
          {t('title')}
        </h1>
        <p className={ui.muted}>{t('lead', { email: domain.supportEmail })}</p>
        {body}
      </section>
    </BannerFrame>
  );
}
