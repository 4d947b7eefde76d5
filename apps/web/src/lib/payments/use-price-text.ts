import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format/format-money';
import type { Service } from './service';

/**
 * A service's price in the interface language: the amount in the currency's own digits and, for a
 * subscription, how often it is charged ("every 3 months", plural forms: spec 02 §4).
 */
export function usePriceText() {
  const { t, i18n } = useTranslation('payments');
  const money = (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, i18n.language);
  // "every month", not "every 1 month"; counted forms from 2 up (ru's "one" form also covers 21).
  const every = (interval: NonNullable<Service['interval']>, period: number) =>
    period === 1 ? t(`everyOne.${interval}`) : t(`every.${interval}`, { count: period });
  const price = (
    service: Pick<Service, 'price' | 'currency' | 'interval' | 'period'>,
    amount = service.price,
  ) => {
    const text = money(amount, service.currency);
    return service.interval
      ? t('service.subscription', { price: text, every: every(service.interval, service.period ?? 1) })
      : text;
  };
  return { money, every, price };
}
