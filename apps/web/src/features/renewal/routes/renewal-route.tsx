import { type ExtendOfferType, routeId } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { useUserCourseStream } from '../../../lib/learning/api/get-user-course-stream';
import { sellsNothing } from '../../../lib/payments/questions-offer';
import { learningPaths } from '../../../lib/routing/learning-paths';
import { useExtendOffers } from '../api/get-extend-offers';
import styles from '../components/renewal.module.css';
import { RenewalForm } from '../components/renewal-form';

/**
 * spec 02 §4 "Extending a course" (`/course/{streamId}/renew`: docs/spec-gaps.md): the stream's
 * extend offers (course access, extra expert questions), a discount code checked first, the
 * contact fields, then the payment. A course without offers keeps the support request of the
 * brand's `renewCourse` topic (spec 01 §3), as before issue 11.
 */
export function Component() {
  const streamId = routeId(useParams().streamId) ?? 0;
  const [search] = useSearchParams();
  const { t } = useTranslation('payments');
  const titleId = useId();
  const { supportCategoryIds } = useAppConfig().components.brand;
  const stream = useUserCourseStream(streamId);
  const offers = useExtendOffers(streamId);
  // Issue 27: extra questions are not offered to a stream without a limit on questions (they would
  // raise nothing); the stream is read first, so the choice never changes under the learner.
  const loading = offers.isPending || stream.isPending;
  const limit = stream.data?.maxConsultationCount;
  const shown = stream.isPending ? undefined : offers.data?.filter((o) => !sellsNothing(o.typeCode, limit));
  const courseTitle = stream.data?.course?.title;
  // `?offer=questions`: opened from the chat, where consultations ran out.
  const [wanted] = useState<ExtendOfferType | null>(() =>
    search.get('offer') === 'questions' ? 'expert_additional_question' : null,
  );

  return (
    <section className={ui.column} aria-labelledby={titleId}>
      <h1 id={titleId} className={ui.nameTitle}>
        {t('renewal.title')}
        {courseTitle && (
          <>
            {': '}
            <span>{courseTitle}</span>
          </>
        )}
      </h1>
      <p>
        <Link to={learningPaths.calendar(streamId)}>{t('renewal.back')}</Link>
      </p>
      {loading && <p role="status">{t('renewal.loading')}</p>}
      {offers.error && (
        <LoadFailure
          message={t('renewal.loadFailed')}
          error={offers.error}
          onRetry={() => offers.refetch()}
          retrying={offers.isRefetching}
        />
      )}
      {shown?.length === 0 && (
        <div className={styles.offers}>
          <p className={ui.muted}>{t('renewal.noOffers')}</p>
          <p>
            <Link className={button.primary} to={`/support/${supportCategoryIds.renewCourse}/${streamId}`}>
              {t('renewal.toSupport')}
            </Link>
          </p>
        </div>
      )}
      {shown && shown.length > 0 && (
        <RenewalForm
          streamId={streamId}
          courseId={stream.data?.courseId ?? 0}
          offers={shown}
          initialType={wanted}
        />
      )}
    </section>
  );
}
