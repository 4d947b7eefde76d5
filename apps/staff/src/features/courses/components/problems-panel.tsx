import { useTranslation } from 'react-i18next';
import type { Problem } from '../api/get-draft';
import styles from './courses.module.css';

interface ProblemsPanelProps {
  title: string;
  problems: Problem[];
  onGo: (field: string) => void;
  /** Say so when the list is empty (the publish blockers); the save errors show only when there are some. */
  showNone?: boolean;
}

/** Problems with their manifest paths; each one opens and focuses its field. */
export function ProblemsPanel({ title, problems, onGo, showNone = false }: ProblemsPanelProps) {
  const { t } = useTranslation('courses');
  if (problems.length === 0 && !showNone) return null;
  return (
    <section className={problems.length ? styles.problems : styles.noProblems} aria-label={title}>
      <h2 className={styles.subheading}>{title}</h2>
      {problems.length === 0 ? (
        <p>{t('problems.none')}</p>
      ) : (
        <ul className={styles.problemList}>
          {problems.map((p) => (
            <li key={`${p.field}:${p.message}`}>
              <button
                type="button"
                className={styles.linkButton}
                aria-label={`${t('problems.go', { field: p.field || '—' })}: ${p.message}`}
                onClick={() => onGo(p.field)}
              >
                <code>{p.field || '—'}</code>
              </button>{' '}
              {p.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
