import { Tabs } from '@cp/ui';
import button from '@cp/ui/button/button.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BannerFrame } from '../../../components/banners/banner-slot';
import { SectionNotAvailable } from '../../../components/section-not-available/section-not-available';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { useVideoConsultationOffers } from '../api/get-video-consultation-offers';
import { useVideoConsultations } from '../api/get-video-consultations';
import { useVideoConsultationsLive } from '../api/use-video-consultations-live';
import { ConsultationCard } from '../components/consultation-card';
import styles from '../components/video-consultations.module.css';

const TABS = ['available', 'history'] as const;
type Tab = (typeof TABS)[number];

/**
 * spec 02 §2 videoconsultations: tabs Available (to order, waiting for confirmation, confirmed)
 * and History (complete), per course; the notice "section not available" where the brand or
 * the learner's courses have none (spec 02 §2, §6). The tab is in the address (`?tab=history`),
 * so the way back from one consultation returns to it.
 */
export function Component() {
  const { t } = useTranslation(['videoconsultations', 'common']);
  const titleId = useId();
  const enabled = useAppConfig().components.brand.isVideoConsultationSupport;
  const list = useVideoConsultations(enabled);
  const offers = useVideoConsultationOffers(enabled);
  const [params, setParams] = useSearchParams();
  useVideoConsultationsLive();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'available';

  let body: React.ReactNode;
  if (!enabled) {
    body = <SectionNotAvailable section="videoConsultations" />;
  } else if (list.isPending || offers.isPending) {
    body = <p role="status">{t('common:status.loading')}</p>;
  } else if (list.isError || offers.isError) {
    const failed = list.isError ? list : offers;
    body = (
      <LoadFailure
        message={t('loadFailed')}
        error={failed.error}
        onRetry={() => {
          void list.refetch();
          void offers.refetch();
        }}
      />
    );
  } else if (offers.data.length === 0) {
    body = <SectionNotAvailable section="videoConsultations" />;
  } else {
    // Newest first: the one that just took place on top.
    const history = list.data
      .filter((c) => c.status === 'complete')
      .sort((a, b) => (b.startDateTime ?? 0) - (a.startDateTime ?? 0));
    body = (
      <Tabs
        label={t('tabsLabel')}
        fitPhone
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        selected={tab}
        onSelect={(key) => setParams(key === 'history' ? { tab: 'history' } : {}, { replace: true })}
      >
        {tab === 'available' ? (
          <div className={styles.groups}>
            {offers.data.map((offer) => {
              const own = list.data.filter((c) => c.streamId === offer.streamId);
              const next = own.find((c) => c.status === 'available');
              const ordered = own.filter((c) => c.status === 'waiting' || c.status === 'confirmed');
              return (
                <section key={offer.streamId} className={styles.courseGroup} aria-label={offer.courseTitle}>
                  <h2 className={ui.cardTitle}>{offer.courseTitle}</h2>
                  <p className={ui.muted}>
                    {offer.canOrder
                      ? t('left', { count: offer.left, total: offer.count })
                      : t('streamClosed')}
                  </p>
                  {ordered.length > 0 && (
                    <ul className={`${ui.cardGrid} ${styles.list}`}>
                      {ordered.map((c) => (
                        <ConsultationCard
                          key={c.id}
                          consultation={c}
                          timeZone={offer.timeZone}
                          showCourse={false}
                        />
                      ))}
                    </ul>
                  )}
                  {offer.canOrder && next ? (
                    <Link
                      to={`/videoconsultations/${next.id}`}
                      className={`${button.primary} ${styles.orderLink}`}
                      aria-label={t('orderFor', { course: offer.courseTitle })}
                    >
                      {t('order')}
                    </Link>
                  ) : (
                    offer.canOrder && ordered.length === 0 && <p className={ui.muted}>{t('noneLeft')}</p>
                  )}
                </section>
              );
            })}
          </div>
        ) : history.length === 0 ? (
          <p className={ui.muted}>{t('historyEmpty')}</p>
        ) : (
          <ul className={`${ui.cardGrid} ${styles.list}`}>
            {history.map((c) => (
              <ConsultationCard
                key={c.id}
                consultation={c}
                timeZone={offers.data.find((o) => o.streamId === c.streamId)?.timeZone ?? 'UTC'}
              />
            ))}
          </ul>
        )}
      </Tabs>
    );
  }

  return (
    <BannerFrame position="videoconsultations">
      <section className={ui.screen} aria-labelledby={titleId}>
        <h1 id={titleId} className={ui.title}>
          {t('title')}
        </h1>
        <p className={ui.muted}>{t('lead')}</p>
        {body}
      </section>
    </BannerFrame>
  );
}
