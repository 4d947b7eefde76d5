import { routeId } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BannerFrame } from '../../../components/banners/banner-slot';
import form from '../../../components/form/form.module.css';
import { SectionNotAvailable } from '../../../components/section-not-available/section-not-available';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { useVideoConsultationOffers } from '../api/get-video-consultation-offers';
import { useVideoConsultations, type VideoConsultation } from '../api/get-video-consultations';
import { useVideoConsultationsLive } from '../api/use-video-consultations-live';
import { MeetingJoin } from '../components/meeting-join';
import { OrderForm } from '../components/order-form';
import styles from '../components/video-consultations.module.css';
import { formatWhen } from '../components/when';

/** What the state says; a confirmed one says how it takes place (decision 142). */
function explainKey(c: VideoConsultation) {
  if (c.status !== 'confirmed') return `explain.${c.status}` as const;
  if (c.meetingUrl) return 'explain.confirmedJoin' as const;
  return c.meetingNote ? ('explain.confirmedNote' as const) : ('explain.confirmed' as const);
}

/**
 * spec 02 §2 videoconsultation: one video consultation, its state (spec 02 §4: waiting for
 * confirmation, confirmed time, complete) and, while it is not confirmed, the ordering form.
 */
export function Component() {
  const { t, i18n } = useTranslation(['videoconsultations', 'common']);
  const titleId = useId();
  const id = routeId(useParams().id) ?? 0;
  const enabled = useAppConfig().components.brand.isVideoConsultationSupport;
  const list = useVideoConsultations(enabled);
  const offers = useVideoConsultationOffers(enabled);
  const [ordered, setOrdered] = useState(false);
  useVideoConsultationsLive();

  const back = (
    <Link to="/videoconsultations" className={button.link}>
      {t('back')}
    </Link>
  );
  let body: React.ReactNode;
  if (!enabled) {
    body = <SectionNotAvailable section="videoConsultations" />;
  } else if (list.isPending || offers.isPending) {
    body = <p role="status">{t('common:status.loading')}</p>;
  } else if (list.isError || offers.isError) {
    body = (
      <LoadFailure
        message={t('loadFailed')}
        error={(list.isError ? list : offers).error}
        onRetry={() => {
          void list.refetch();
          void offers.refetch();
        }}
      />
    );
  } else {
    const consultation = list.data.find((c) => c.id === id);
    const offer = consultation && offers.data.find((o) => o.streamId === consultation.streamId);
    if (!consultation) {
      body = <p className={ui.muted}>{t('notFound')}</p>;
    } else if (!offer) {
      body = <SectionNotAvailable section="videoConsultations" />;
    } else {
      const when = consultation.startDateTime
        ? formatWhen(consultation.startDateTime, i18n.language, offer.timeZone)
        : null;
      const orderable = consultation.status === 'available' || consultation.status === 'waiting';
      body = (
        <>
          <div className={`${ui.sheet} ${ui.raised} ${styles.card}`}>
            <h2 className={ui.sectionTitle}>{consultation.courseTitle}</h2>
            <p role="status" data-status={consultation.status}>
              <span className={styles.badge} data-status={consultation.status}>
                {t(`status.${consultation.status}`)}
              </span>
            </p>
            <p className={ui.muted}>{t(explainKey(consultation), { when })}</p>
            {consultation.status !== 'available' && (
              <dl className={styles.facts}>
                <dt>{consultation.status === 'waiting' ? t('facts.requested') : t('facts.when')}</dt>
                <dd data-field="when">{when}</dd>
                <dt>{t('facts.phone')}</dt>
                <dd>{consultation.phone}</dd>
                {consultation.note && (
                  <>
                    <dt>{t('facts.note')}</dt>
                    <dd>{consultation.note}</dd>
                  </>
                )}
              </dl>
            )}
            <MeetingJoin consultation={consultation} />
            {ordered && consultation.status === 'waiting' && (
              <p className={form.success} role="status">
                {t('form.done')}
              </p>
            )}
          </div>
          {orderable &&
            (!offer.canOrder ? (
              <p className={ui.muted}>{t('streamClosed')}</p>
            ) : offer.slots.length === 0 ? (
              <p className={ui.muted}>{t('noSlots')}</p>
            ) : (
              <div className={`${ui.sheet} ${ui.raised} ${styles.card}`}>
                <h2 className={ui.sectionTitle}>
                  {consultation.status === 'waiting' ? t('form.changeTitle') : t('form.title')}
                </h2>
                <OrderForm
                  key={consultation.status}
                  consultation={consultation}
                  offer={offer}
                  onDone={() => setOrdered(true)}
                />
              </div>
            ))}
        </>
      );
    }
  }

  return (
    <BannerFrame position="videoconsultations">
      <section className={ui.screen} aria-labelledby={titleId}>
        {back}
        <h1 id={titleId} className={ui.title}>
          {t('oneTitle')}
        </h1>
        {body}
      </section>
    </BannerFrame>
  );
}
