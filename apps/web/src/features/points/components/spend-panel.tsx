import { POINTS_SPEND_THRESHOLD, POINTS_TO_DEBIT } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import ui from '../../../components/ui/screen.module.css';
import { ApiError, errorText } from '../../../lib/api/api-error';
import { type SpendOutcome, spendPoints } from '../api/spend-points';
import styles from './points.module.css';

/** A spend is allowed from the threshold on, and never beyond the balance (spec 01 §5, §9). */
export const canSpend = (balance: number): boolean =>
  balance >= POINTS_SPEND_THRESHOLD && balance >= POINTS_TO_DEBIT;

/**
 * spec 01 §2 points "spend": trades POINTS_TO_DEBIT points for a discount credit on the
 * next purchase or renewal (decision 035), after a confirmation; shows what it bought.
 */
export function SpendPanel({ balance }: { balance: number }) {
  const { t } = useTranslation(['points', 'common']);
  const titleId = useId();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SpendOutcome | null>(null);
  const inFlight = useRef(false);
  const allowed = canSpend(balance);
  // One point buys one currency unit (decision 035): the discount the text promises.
  const amount = POINTS_TO_DEBIT;

  const spend = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    try {
      setOutcome(await spendPoints(POINTS_TO_DEBIT));
      setConfirming(false);
    } catch (failure) {
      // The server explains a refusal (409: below the threshold or the balance) in the learner's language.
      setError(
        failure instanceof ApiError && failure.status < 500
          ? errorText(failure, t('spend.failed'))
          : t('spend.failed'),
      );
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <section className={ui.sheet} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('spend.title')}
      </h2>
      <p className={styles.text}>{t('spend.text', { count: POINTS_TO_DEBIT, amount })}</p>
      <button
        type="button"
        className={button.primary}
        disabled={!allowed}
        aria-describedby={allowed ? undefined : hintId}
        onClick={() => {
          setError(null);
          setOutcome(null);
          setConfirming(true);
        }}
      >
        {t('spend.button', { count: POINTS_TO_DEBIT })}
      </button>
      {!allowed && (
        <p id={hintId} className={styles.hint}>
          {balance < 0
            ? // A debt of cashback taken back (decision 096): the reason is the debt, not the threshold.
              t('spend.debt', { count: -balance })
            : t('spend.threshold', {
                threshold: POINTS_SPEND_THRESHOLD,
                count: Math.max(POINTS_SPEND_THRESHOLD, POINTS_TO_DEBIT) - balance,
              })}
        </p>
      )}
      <p role="status" className={styles.success}>
        {outcome ? t('spend.done', { count: outcome.debited, amount: outcome.discount.amount }) : ''}
      </p>
      {error && !confirming && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('spend.confirmTitle')}
          text={t('spend.confirmText', { count: POINTS_TO_DEBIT, amount })}
          error={error}
          cancelLabel={t('common:actions.cancel')}
          confirmLabel={t('spend.confirm')}
          pending={pending}
          onConfirm={spend}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
