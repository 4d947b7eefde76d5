import button from '@cp/ui/button/button.module.css';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import { canShare, copyLink } from './copy-link';
import styles from './referral.module.css';

/**
 * The learner's personal link with Copy and Share (decision 092). The field is read-only and
 * selectable, so a link that could not be copied by the button can still be copied by hand;
 * what happened is announced politely.
 */
export function ReferralLinkCard({ link }: { link: string }) {
  const { t } = useTranslation('referral');
  const fieldId = useId();
  const titleId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const copy = async () => {
    setAnnouncement('');
    const outcome = await copyLink(link, field.current);
    setAnnouncement(outcome === 'copied' ? t('link.copied') : t('link.selected'));
  };

  const share = async () => {
    setAnnouncement('');
    try {
      await navigator.share({ title: t('link.shareTitle'), text: t('link.shareText'), url: link });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        setAnnouncement(t('link.shareFailed'));
    }
  };

  return (
    <section className={`${ui.sheet} ${styles.card}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('link.title')}
      </h2>
      <label htmlFor={fieldId} className={styles.label}>
        {t('link.label')}
      </label>
      <div className={styles.linkRow}>
        <input
          id={fieldId}
          ref={field}
          className={styles.linkField}
          type="url"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className={styles.linkButtons}>
          <button type="button" className={button.primary} onClick={copy}>
            {t('link.copy')}
          </button>
          {canShare() && (
            <button type="button" className={button.secondary} onClick={share}>
              {t('link.share')}
            </button>
          )}
        </div>
      </div>
      <p role="status" aria-live="polite" className={styles.announcement}>
        {announcement}
      </p>
    </section>
  );
}
