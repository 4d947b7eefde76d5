import { Button, type CopyOutcome, copyText } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import outcome from '../../../lib/ui/invitation-outcome.module.css';
import type { ImportResult } from '../api/import-learners';
import { LinkCopy } from './link-copy';
import styles from './people.module.css';

/**
 * What an import did (decision 115): how many accounts were made, found and enrolled, and the
 * mail's fate. The links of every learner not e-mailed are listed with Copy buttons (decision
 * 111), and all of them can be copied at once as lines of "e-mail, link".
 */
export function ImportResultPanel({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  const { t } = useTranslation('people');
  const [copiedAll, setCopiedAll] = useState<CopyOutcome | null>(null);
  const unsent = result.rows.filter((r) => r.mail !== 'sent');
  const notConfigured = unsent.length > 0 && unsent.every((r) => r.mail === 'not_configured');
  const copyAll = async () => {
    setCopiedAll(await copyText(unsent.map((r) => `${r.email},${r.link}`).join('\n'), null));
  };
  return (
    <section
      className={unsent.length ? outcome.warning : outcome.outcome}
      aria-labelledby="import-done-title"
    >
      <h2 id="import-done-title" className={styles.subtitle}>
        {t('import.doneTitle', { count: result.rows.length })}
      </h2>
      <p role="status" className={styles.status}>
        {t('import.doneCounts', {
          created: result.created,
          existing: result.existing,
          enrolled: result.enrolled,
        })}
      </p>
      {unsent.length === 0 ? (
        <p className={styles.status}>{t('import.mailSent')}</p>
      ) : (
        <>
          <p role="alert" className={outcome.warningText}>
            {notConfigured ? t('import.mailNotConfigured') : t('import.mailFailed', { count: unsent.length })}
          </p>
          <p className={styles.quiet}>{t('import.linksHint')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void copyAll()}>
              {t('import.copyAll')}
            </Button>
          </div>
          {copiedAll && (
            <p role="status" className={styles.quiet}>
              {copiedAll === 'copied' ? t('import.copiedAll') : t('import.copyAllFailed')}
            </p>
          )}
          <ul className={styles.list} aria-label={t('import.links')}>
            {unsent.map((r) => (
              <li key={r.line} className={styles.item}>
                <LinkCopy
                  link={r.link}
                  label={t('import.linkOf', { email: r.email })}
                  copyLabel={t('import.copyOf', { email: r.email })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAgain}>
          {t('import.again')}
        </Button>
        <Link to="/people" className={styles.buttonLink}>
          {t('back')}
        </Link>
      </div>
    </section>
  );
}
