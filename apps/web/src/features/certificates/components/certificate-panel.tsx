import button from '@cp/ui/button/button.module.css';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import { errorText } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import { useDownloadCertificate } from '../api/download-certificate';
import type { StreamCertificate } from '../api/get-stream-certificate';
import styles from './certificates.module.css';

/**
 * The course's certificate of completion (issue 32), on the course screen once the stream has
 * earned it: the download, or the school's revocation. Nothing before it is earned (the course's
 * progress says how far the learner is).
 */
export function CertificatePanel({ streamId, state }: { streamId: number; state: StreamCertificate }) {
  const { t } = useTranslation(['certificates', 'common']);
  const download = useDownloadCertificate(streamId);
  if (!state.earned) return null;
  const revokedAt = state.certificate?.revokedAt ?? null;
  return (
    <section className={`${ui.surface} ${styles.panel}`} aria-labelledby={`certificate-${streamId}`}>
      <div className={styles.text}>
        <h2 id={`certificate-${streamId}`} className={styles.title}>
          {t('panel.title')}
        </h2>
        <p className={styles.lead} data-certificate={revokedAt ? 'revoked' : 'earned'}>
          {revokedAt ? t('panel.revoked', { date: formatDate(revokedAt) }) : t('panel.earned')}
        </p>
        {state.certificate && !revokedAt && (
          <p className={styles.meta}>
            {t('panel.issued', {
              date: formatDate(state.certificate.issuedAt),
              number: state.certificate.number,
            })}{' '}
            <a href={state.certificate.verifyUrl} target="_blank" rel="noreferrer">
              {t('panel.verify')}
            </a>
          </p>
        )}
        {download.isError && (
          <p className={styles.error} role="alert">
            {errorText(download.error, t('common:errors.unknown'))}
          </p>
        )}
      </div>
      {!revokedAt && (
        <button
          type="button"
          className={button.primary}
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {download.isPending ? t('panel.preparing') : t('panel.download')}
        </button>
      )}
    </section>
  );
}
