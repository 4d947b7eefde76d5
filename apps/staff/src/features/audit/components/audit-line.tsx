import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { AuditLine } from '../api/list-audit';
import styles from './audit.module.css';
import { describeLine, learnerOf } from './audit-details';

/**
 * One line of the log: when, who and what in a sentence ("Ada King changed a service “Yoga”"),
 * on what, and each field it changed in words ("Price: 1 990,00 ₽ → 2 490,00 ₽"), decision 119.
 */
export function AuditLineItem({ line }: { line: AuditLine }) {
  const { t } = useTranslation('audit');
  const language = currentLanguage();
  const learner = learnerOf(line);
  const target = t(`targets.${line.targetType}`, { defaultValue: line.targetType });
  const { sentence, parts } = describeLine(line, t, language);
  return (
    <li className={styles.line}>
      <div className={styles.head}>
        <time dateTime={new Date(line.at).toISOString()} className={styles.quiet}>
          {formatDateTime(line.at, language)}
        </time>
        <span>
          <strong>{line.actorName}</strong> {sentence}
        </span>
      </div>
      <div className={styles.target}>
        {learner !== null ? (
          <Link to={`/people/${learner}`}>{t('learnerLink', { id: learner })}</Link>
        ) : (
          <span className={styles.quiet}>{line.targetId ? `${target} #${line.targetId}` : target}</span>
        )}
      </div>
      {parts.length > 0 && (
        <dl className={styles.details}>
          {parts.map((p) => (
            <div key={p.key} className={styles.detail}>
              <dt>{p.label}</dt>
              <dd>{p.value ?? `${p.from} → ${p.to}`}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
