import { CHAT_RATING_MAX } from '@cp/contract';
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

/**
 * Paid consultations of the chat (spec 02 §4, §6): used, the limit and what is left with
 * their plural forms; an open one said; a closed one the learner rates
 * (`PUT /consultations/updateRating/{id}`).
 */
export function ConsultationsPanel({ chat }: { chat: Chat }) {
  const { t } = useTranslation('chat');
  const texts = consultationTexts(chat.consultations);
  const list = useConsultations(chat.streamId);
  const rate = useRateConsultation(chat.streamId);
  const ofChat = (list.data ?? []).filter((item) => item.chatId === chat.id);
  if (texts.length === 0 && ofChat.length === 0) return null;
  return (
    <section className={styles.consultations} aria-label={t('consultations.label')}>
      {texts.length > 0 && (
        <p className={styles.hint}>
          <strong>{t('consultations.label')}:</strong>{' '}
          {texts.map((part) => t(`consultations.${part.key}`, { count: part.count })).join(', ')}
          {/* None left: extra expert questions are an extend offer of the stream (spec 02 §3). */}
          {texts.some((part) => part.key === 'none' || part.key === 'over') && (
            <>
              {' '}
              <Link to={`${paymentPaths.renewal(chat.streamId)}?offer=questions`}>
                {t('consultations.buyMore')}
              </Link>
            </>
          )}
        </p>
      )}
      {ofChat.some((item) => item.status === 'open') && (
        <p className={styles.notice}>{t('consultations.open')}</p>
      )}
      {ofChat
        .filter((item) => item.status !== 'open')
        .map((item) => {
          const date = formatDate(item.closedAt ?? item.createdAt);
          return (
            <RatingStars
              key={item.id}
              legend={t('consultations.rate', { date })}
              ratedLegend={t('consultations.rated', { date, rating: item.rating ?? 0, max: CHAT_RATING_MAX })}
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
    </section>
  );
}
