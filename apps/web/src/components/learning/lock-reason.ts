import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format/format-date';
import { activeFreeze } from '../../lib/learning/active-freeze';
import type { Stream } from '../../lib/learning/api/stream';
import type { DayLockReason } from '../../lib/learning/day-lock';

interface LockContext {
  stream: Pick<Stream, 'status' | 'freeze'>;
  /** When the day opens by the calendar (a `schedule` lock). */
  openDate: number | null;
  now: number;
}

/** The short text of why a day is locked. */
export function useLockReasonText(): (reason: DayLockReason, context: LockContext) => string {
  const { t } = useTranslation('learning');
  return (reason, { stream, openDate, now }) => {
    switch (reason) {
      case 'freeze': {
        const freeze = activeFreeze(stream, now);
        return freeze ? t('lock.freezeUntil', { date: formatDate(freeze.endDate) }) : t('lock.freeze');
      }
      case 'stream':
        if (stream.status === 'not-started') return t('lock.notStarted');
        if (stream.status === 'stopped') return t('lock.stopped');
        if (stream.status === 'ended') return t('lock.ended');
        return t('lock.stream');
      case 'demo':
        return t('lock.demo');
      case 'stage':
        return t('lock.stage');
      case 'schedule':
        return openDate === null
          ? t('lock.scheduleNoDate')
          : t('lock.schedule', { date: formatDate(openDate) });
      case 'time_delay':
        return t('lock.timeDelay');
    }
  };
}
