import { STAFF_ROLES, type StaffRole } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import styles from './team.module.css';

/** Expert or administrator, as radio buttons (arrow keys move between them). */
export function RoleChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  const { t } = useTranslation('team');
  return (
    <fieldset className={styles.checklist}>
      <legend>{legend}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className={styles.check}>
          <input
            type="radio"
            name="team-role"
            value={role}
            checked={value === role}
            onChange={() => onChange(role)}
          />
          <span>{t(`roles.${role}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
