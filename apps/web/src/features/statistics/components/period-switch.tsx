import { STATISTICS_PERIODS, type StatisticsPeriod } from '@cp/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './statistics.module.css';

/** Week, month or year: radio buttons, so arrow keys move between them as everywhere else. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: StatisticsPeriod;
  onChange: (period: StatisticsPeriod) => void;
}) {
  const { t } = useTranslation('statistics');
  const name = useId();
  return (
    <fieldset className={styles.periods}>
      <legend className={styles.visuallyHidden}>{t('period.legend')}</legend>
      {STATISTICS_PERIODS.map((period) => (
        <label key={period} className={styles.period}>
          <input
            type="radio"
            name={name}
            value={period}
            checked={value === period}
            onChange={() => onChange(period)}
          />
          <span>{t(`period.${period}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
