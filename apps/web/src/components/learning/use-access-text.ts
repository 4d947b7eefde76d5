import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../config/config-context';
import { formatDate } from '../../lib/format/format-date';
import { type AccessText, accessText } from '../../lib/learning/access-text';
import type { Stream } from '../../lib/learning/api/stream';

/** The sentence of an access text in the interface language, with its plural forms. */
export function useAccessTextMessage(): (text: AccessText) => string {
  const { t } = useTranslation('learning');
  return (text) => {
    switch (text.kind) {
      case 'startsIn':
        return t('access.startsIn', { count: text.days });
      case 'notStarted':
        return t('access.notStarted');
      case 'frozenUntil':
        return t('access.frozenUntil', { date: formatDate(text.date) });
      case 'paused':
        return text.date === null
          ? t('access.pausedNoDate')
          : t('access.paused', { date: formatDate(text.date) });
      case 'ended':
        return text.date === null
          ? t('access.endedNoDate')
          : t('access.ended', { date: formatDate(text.date) });
      case 'daysLeft':
        return t('access.daysLeft', { count: text.days });
      case 'until':
        return t('access.until', { date: formatDate(text.date) });
    }
  };
}

/** The course access text of a stream (spec 02 §4), with the brand's `daysShowWarning`. */
export function useStreamAccessText(
  stream: Stream,
  now: number,
): { text: AccessText; message: string } | null {
  const { components } = useAppConfig();
  const message = useAccessTextMessage();
  const text = accessText(stream, now, components.brand.daysShowWarning);
  return text ? { text, message: message(text) } : null;
}
