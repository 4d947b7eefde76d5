import type { AnalyticsSection as SectionName } from '@cp/contract';
import { Button } from '@cp/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { downloadAnalytics } from '../api/download-analytics';
import type { AnalyticsFilter } from '../api/get-analytics';
import styles from './analytics.module.css';

/** One section of the analytics: its heading, its figures, and their CSV for the same filter. */
export function AnalyticsSection({
  section,
  filter,
  children,
}: {
  section: SectionName;
  filter: AnalyticsFilter;
  children: ReactNode;
}) {
  const { t } = useTranslation('analytics');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `analytics-${section}`;
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadAnalytics(section, filter);
    } catch (e) {
      setError(errorText(e, t('errors.unknown', { ns: 'common' })));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionTop}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t(`sections.${section}.title`)}
        </h2>
        <Button variant="secondary" onClick={() => void download()} disabled={busy}>
          {t('csv', { section: t(`sections.${section}.title`) })}
        </Button>
      </div>
      <p className={styles.definition}>{t(`sections.${section}.definition`)}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {children}
    </section>
  );
}
