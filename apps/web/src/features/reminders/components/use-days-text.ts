import type { Weekday } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import { summarizeDays } from './weekday-text';

/** "Every day", "Weekdays", "Weekends", or the days' short names ("Mon, Wed, Fri"). */
export function useDaysText(): (days: readonly Weekday[]) => string {
  const { t } = useTranslation('reminders');
  return (days) => {
    const summary = summarizeDays(days);
    if (summary.kind !== 'days') return t(`days.${summary.kind}`);
    return summary.days.map((day) => t(`weekdays.short.${day}`)).join(t('days.separator'));
  };
}
