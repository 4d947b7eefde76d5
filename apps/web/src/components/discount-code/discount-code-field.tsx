import button from '@cp/ui/button/button.module.css';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/api-error';
import type { DiscountCode } from '../../lib/payments/use-discount-code';
import { usePriceText } from '../../lib/payments/use-price-text';
import { FormField } from '../form/form-field';
import styles from './discount-code.module.css';

/**
 * The discount code of a purchase or a renewal: the field, "Check the code", and what the check
 * said (the price with the code, or why not) read out as it changes.
 */
export function DiscountCodeField({ discount }: { discount: DiscountCode }) {
  const { t } = useTranslation('payments');
  const { t: common } = useTranslation();
  const { money } = usePriceText();
  const { code, current, checking, checkError } = discount;
  return (
    <>
      <div className={styles.codeRow}>
        <FormField
          label={t('discount.code')}
          name="promocode"
          autoComplete="off"
          value={code}
          maxLength={40}
          onChange={(event) => discount.setCode(event.target.value)}
          error={null}
        />
        <button
          type="button"
          className={button.secondary}
          disabled={!code.trim() || checking}
          aria-busy={checking}
          onClick={() => void discount.check()}
        >
          {checking ? t('discount.checking') : t('discount.check')}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {current?.check.success && (
          <p className={styles.ok} data-discounted-price={current.check.discountedPrice}>
            {t('discount.codeOk', {
              price: money(current.check.discountedPrice, current.check.currency),
              old: money(current.check.price, current.check.currency),
            })}
          </p>
        )}
        {current && !current.check.success && (
          <p className={styles.no} data-reason={current.check.reason}>
            {t(`discount.codeReason.${current.check.reason ?? 'not_found'}`)}
          </p>
        )}
        {checkError ? (
          <p className={styles.no}>
            {t('discount.codeFailed')} {errorText(checkError, common('errors.unknown'))}
          </p>
        ) : null}
      </div>
    </>
  );
}
