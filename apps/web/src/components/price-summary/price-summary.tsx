import { useTranslation } from 'react-i18next';
import type { OrderQuote } from '../../lib/payments/order-quote';
import { usePriceText } from '../../lib/payments/use-price-text';
import styles from './price-summary.module.css';

/**
 * The price of an order before the checkout (issue 27): each discount that applies on its own
 * line (the code, the invitation, the points credit), then what is charged. The same figures the
 * order and the checkout show.
 */
export function PriceSummary({ quote }: { quote: OrderQuote }) {
  const { t } = useTranslation('payments');
  const { money } = usePriceText();
  const minus = (amount: number) => `−${money(amount, quote.currency)}`;
  const lines: { key: string; label: string; value: string }[] = [
    { key: 'price', label: t('quote.price'), value: money(quote.price, quote.currency) },
  ];
  if (quote.codeDiscount > 0)
    lines.push({ key: 'code', label: t('quote.code'), value: minus(quote.codeDiscount) });
  if (quote.referralDiscount > 0)
    lines.push({ key: 'referral', label: t('quote.referral'), value: minus(quote.referralDiscount) });
  if (quote.creditDiscount > 0)
    lines.push({ key: 'credit', label: t('quote.credit'), value: minus(quote.creditDiscount) });
  return (
    <dl className={styles.summary} data-quote-amount={quote.amount}>
      {lines.map((line) => (
        <div key={line.key} className={styles.line} data-part={line.key}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
      <div className={styles.total} data-part="amount">
        <dt>{t('quote.amount')}</dt>
        <dd>{money(quote.amount, quote.currency)}</dd>
      </div>
    </dl>
  );
}
