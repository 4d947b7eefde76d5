import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { AuditLine } from '../api/list-audit';
import styles from './audit.module.css';
import { detailParts, learnerOf } from './audit-details';

/** One line of the log: when, who, what (the translated verb), on what, and the details. */
export function AuditLineItem({ line }: { line: AuditLine }) {
  const { t } = useTranslation('audit');
  const language = currentLanguage();
  const learner = learnerOf(line);
  const target = t(`targets.${line.targetType}`, { defaultValue: line.targetType });
  const parts = detailParts(line.details, language, [t('yes'), t('no')]);
  const courseTitle = typeof line.details.course_title === 'string' ? line.details.course_title : null;
  return (
    <li className={styles.line}>
      <div className={styles.head}>
        <time dateTime={new Date(line.at).toISOString()} className={styles.quiet}>
          {formatDateTime(line.at, language)}
        </time>
        <span>
          <strong>{line.actorName}</strong> {t(`actions.${line.action}`, { defaultValue: line.action })}
        </span>
      </div>
      <div className={styles.target}>
        {learner !== null ? (
          <Link to={`/people/${learner}`}>{t('learnerLink', { id: learner })}</Link>
        ) : (
          <span>{line.targetId ? `${target} #${line.targetId}` : target}</span>
        )}
        {line.targetType === 'stream' && courseTitle && <span className={styles.quiet}>{courseTitle}</span>}
      </div>
      {parts.length > 0 && (
        <dl className={styles.details}>
          {parts
            .filter((p) => p.key !== 'course_title')
            .map((p) => (
              <div key={p.key} className={styles.detail}>
                <dt>{t(`fields.${p.key}`, { defaultValue: p.key })}</dt>
                <dd>{p.value ?? `${p.from} → ${p.to}`}</dd>
              </div>
            ))}
        </dl>
      )}
    </li>
  );
}
