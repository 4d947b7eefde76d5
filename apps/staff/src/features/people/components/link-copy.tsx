import { Button, type CopyOutcome, copyText, TextField } from '@cp/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import outcome from '../../../lib/ui/invitation-outcome.module.css';
import styles from './people.module.css';

/**
 * An invitation link in a read-only field with a Copy button (decision 111): the Clipboard API,
 * else the selected field, else the link is left selected to copy by hand.
 */
export function LinkCopy({ link, label, copyLabel }: { link: string; label: string; copyLabel?: string }) {
  const { t } = useTranslation('people');
  const box = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<CopyOutcome | null>(null);
  const copy = async () => {
    setCopied(await copyText(link, box.current?.querySelector('input') ?? null));
  };
  return (
    <div className={styles.linkBox}>
      <div ref={box} className={outcome.linkRow}>
        <TextField
          className={outcome.linkField}
          label={label}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label={copyLabel}>
          {t('invite.copy')}
        </Button>
      </div>
      {copied && (
        <p role="status" className={styles.quiet}>
          {copied === 'copied' ? t('invite.copied') : t('invite.selected')}
        </p>
      )}
    </div>
  );
}
