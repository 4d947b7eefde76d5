import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';

/** The server's zone when the profile names none (decision 031). */
const SERVER_ZONE = 'UTC';

function deviceZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Reminders go out at their times in the learner's profile time zone (decision 031): say
 * which, and warn when this device keeps another one, so 08:00 means what they expect.
 */
export function TimezoneNote({ timezone }: { timezone: string | null }) {
  const { t } = useTranslation('reminders');
  const device = deviceZone();
  const effective = timezone || SERVER_ZONE;
  return (
    <p className={ui.muted}>
      {timezone ? t('timezone.zone', { zone: timezone }) : t('timezone.unset')}
      {device && device !== effective && <> {t('timezone.device', { zone: device })}</>}
    </p>
  );
}
