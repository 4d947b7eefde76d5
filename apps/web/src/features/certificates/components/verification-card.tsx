import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import { formatDate } from '../../../lib/format/format-date';
import type { Verification } from '../api/verify-certificate';
import styles from './certificates.module.css';

/**
 * What a certificate's verification address shows (issue 32): valid with the name, the course,
 * the school and the date; revoked with the date it was; or no such certificate of this school.
 */
export function VerificationCard({ verification }: { verification: Verification }) {
  const { t } = useTranslation('certificates');
  const titleId = useId();
  return (
    <section className={`${ui.sheet} ${ui.lifted} ${styles.card}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={ui.title}>
        {t('verify.title')}
      </h1>
      <p className={styles.verdict} data-verdict={verification.kind} role="status">
        {verification.kind === 'valid' && t('verify.valid')}
        {verification.kind === 'revoked' &&
          t('verify.revoked', { date: verification.revokedAt ? formatDate(verification.revokedAt) : '' })}
        {verification.kind === 'unknown' && t('verify.unknown')}
      </p>
      {verification.kind !== 'unknown' && (
        <dl className={styles.facts}>
          <dt>{t('verify.learner')}</dt>
          <dd>{verification.learnerName}</dd>
          <dt>{t('verify.course')}</dt>
          <dd>{verification.courseTitle}</dd>
          <dt>{t('verify.school')}</dt>
          <dd>{verification.schoolName}</dd>
          <dt>{t('verify.issued')}</dt>
          <dd>{formatDate(verification.issuedAt)}</dd>
          <dt>{t('verify.number')}</dt>
          <dd>{verification.number}</dd>
        </dl>
      )}
    </section>
  );
}
