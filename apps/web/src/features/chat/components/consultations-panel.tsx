import { CHAT_RATING_MAX } from '@cp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format-date';
import { paymentPaths } from '../../../lib/routing/payment-paths';
import type { Chat } from '../api/get-chats';
import { useConsultations } from '../api/get-consultations';
import { useRateConsultation } from '../api/rate-consultation';
import styles from './chat.module.css';
import { consultationTexts } from './consultation-texts';
import { RatingStars } from './rating-stars';

/** Where the bottom menu goes (app/menus): from here up the window has room for the ratings open. */
const WIDE = '(min-width: 828px)';

/**
 * Paid consultations of the chat (spec 02 §4, §6): used, the limit and what is left with
 * their plural forms; an open one said; a closed one the learner rates
 * (`PUT /consultations/updateRating/{id}`).
 *
 * The counts are the summary of a disclosure whose body holds the ratings and the offer of more
 * questions. It starts open on a wide window and closed on a phone, where five stars a
 * consultation left the history 128 px of the window (decision 153); the summary then says how
 * many wait for a rating.
 */
export function ConsultationsPanel({ chat }: { chat: Chat }) {
  const { t } = useTranslation('chat');
  const [wide] = useState(() => window.matchMedia?.(WIDE).matches ?? true);
  const texts = consultationTexts(chat.consultations);
  const list = useConsultations(chat.streamId);
  const rate = useRateConsultation(chat.streamId);
  const ofChat = (list.data ?? []).filter((item) => item.chatId === chat.id);
  if (texts.length === 0 && ofChat.length === 0) return null;
  const closed = ofChat.filter((item) => item.status !== 'open');
  const toRate = closed.filter((item) => item.status !== 'rated').length;
  // None left: extra expert questions are an extend offer of the stream (spec 02 §3).
  const buyMore = texts.some((part) => part.key === 'none' || part.key === 'over');
  const hasBody = closed.length > 0 || buyMore || rate.error !== null;
  const counts = (
    <>
      <strong>{t('consultations.label')}:</strong>{' '}
      {texts.map((part) => t(`consultations.${part.key}`, { count: part.count })).join(', ')}
      {toRate > 0 && <span className={styles.toRate}> · {t('consultations.toRate', { count: toRate })}</span>}
    </>
  );
  return (
    <section className={styles.consultations} aria-label={t('consultations.label')}>
      {hasBody ? (
        <details className={styles.disclosure} open={wide}>
          <summary className={styles.hint}>{counts}</summary>
          <div className={styles.consultations}>
            {buyMore && (
              <p className={styles.hint}>
                <Link to={`${paymentPaths.renewal(chat.streamId)}?offer=questions`}>
                  {t('consultations.buyMore')}
                </Link>
              </p>
            )}
            {closed.map((item) => {
              const date = formatDate(item.closedAt ?? item.createdAt);
              return (
                <RatingStars
                  key={item.id}
                  legend={t('consultations.rate', { date })}
                  ratedLegend={t('consultations.rated', {
                    date,
                    rating: item.rating ?? 0,
                    max: CHAT_RATING_MAX,
                  })}
                  value={item.rating}
                  disabled={item.status === 'rated' || rate.isPending}
                  onRate={(rating) => rate.mutate({ consultationId: item.id, rating })}
                />
              );
            })}
            {rate.error && (
              <p role="alert" className={styles.error}>
                {t('consultations.failed')}
              </p>
            )}
          </div>
        </details>
      ) : (
        texts.length > 0 && <p className={styles.hint}>{counts}</p>
      )}
      {ofChat.some((item) => item.status === 'open') && (
        <p className={styles.notice}>{t('consultations.open')}</p>
      )}
    </section>
  );
}
