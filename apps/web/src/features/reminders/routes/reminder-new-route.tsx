import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReminderForm } from '../components/reminder-form';
import { REMINDER_PATHS } from '../components/reminder-paths';
import { ReminderFormScreen } from './reminder-form-screen';

/** spec 01 §2 settingsReminderNew. */
export function Component() {
  const { t } = useTranslation('reminders');
  const navigate = useNavigate();
  return (
    <ReminderFormScreen title={() => t('form.newTitle')}>
      {(entries) => (
        <ReminderForm
          entries={entries}
          editing={null}
          onDone={(outcome) => navigate(REMINDER_PATHS.list, { state: { reminderOutcome: outcome } })}
        />
      )}
    </ReminderFormScreen>
  );
}
