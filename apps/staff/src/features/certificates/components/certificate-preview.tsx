import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './certificates.module.css';

export interface CertificatePreviewProps {
  primaryColor: string;
  accentColor: string;
  signatureText: string;
  /** The brand's logo, when it is shown. */
  logoUrl: string | null;
  schoolName: string;
}

/**
 * The design as a learner's certificate will look, drawn on the screen as the server draws the
 * PDF (the same lines, colours and order), redrawn on every keystroke; "Download a sample PDF"
 * gives the server's own drawing.
 */
export function CertificatePreview({
  primaryColor,
  accentColor,
  signatureText,
  logoUrl,
  schoolName,
}: CertificatePreviewProps) {
  const { t } = useTranslation('certificates');
  const colors = {
    '--certificate-primary': primaryColor,
    '--certificate-accent': accentColor,
  } as CSSProperties;
  return (
    <figure
      className={styles.sheet}
      style={colors}
      aria-label={t('preview.label')}
      data-testid="certificate-preview"
    >
      {logoUrl && <img className={styles.logo} src={logoUrl} alt="" />}
      <p className={styles.school}>{schoolName}</p>
      <p className={styles.title}>{t('preview.title')}</p>
      <hr className={styles.rule} />
      <p className={styles.school}>{t('preview.certifies')}</p>
      <p className={styles.name}>{t('preview.sampleName')}</p>
      <p className={styles.school}>{t('preview.completed')}</p>
      <p className={styles.course}>«{t('preview.sampleCourse')}»</p>
      <div className={styles.footer}>
        <span>{t('preview.issued')}</span>
        {signatureText.trim() && <span className={styles.signature}>{signatureText.trim()}</span>}
      </div>
    </figure>
  );
}
