import type { ConsoleManifest } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../api/get-draft';
import { problemLabel } from '../lib/problem-place';
import styles from './courses.module.css';

interface ProblemsPanelProps {
  title: string;
  problems: Problem[];
  /** The draft as edited: a day is named by its own number, a lesson by its title. */
  manifest: ConsoleManifest;
  onGo: (field: string) => void;
  /** Say so when the list is empty (the publish blockers); the save errors show only when there are some. */
  showNone?: boolean;
}

/**
 * Problems, each named by where it is in words ("Stage 1, day 2: title"), never by its manifest
 * path; each one opens and focuses its field. A problem of the whole draft is its message alone.
 */
export function ProblemsPanel({ title, problems, manifest, onGo, showNone = false }: ProblemsPanelProps) {
  const { t } = useTranslation('courses');
  if (problems.length === 0 && !showNone) return null;
  return (
    <section className={problems.length ? styles.problems : styles.noProblems} aria-label={title}>
      <h2 className={styles.subheading}>{title}</h2>
      {problems.length === 0 ? (
        <p>{t('problems.none')}</p>
      ) : (
        <ul className={styles.problemList}>
          {problems.map((p) => {
            const label = problemLabel(p.field, t, manifest);
            return (
              <li key={`${p.field}:${p.message}`}>
                {label ? (
                  <>
                    <button
                      type="button"
                      className={styles.linkButton}
                      aria-label={`${t('problems.go', { field: label })}: ${p.message}`}
                      onClick={() => onGo(p.field)}
                    >
                      {label}
                    </button>
                    : {p.message}
                  </>
                ) : (
                  p.message
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
