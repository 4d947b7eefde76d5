import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '@cp/contract';
import { Button } from '@cp/ui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../api/api-error';
import styles from './image-field.module.css';

/** A picture the school keeps among its public assets: its address, and a name for its preview. */
export interface PictureValue {
  url: string;
  name: string;
}

export interface ImageFieldProps {
  label: string;
  value: PictureValue | null;
  onChange: (image: PictureValue | null) => void;
  /** Sends the file to the area's upload route; answers the stored picture's address. */
  upload: (file: File) => Promise<{ url: string }>;
  error?: string | null | undefined;
  removable?: boolean;
  /** The form field's name, so a problem of the server can focus the control. */
  name?: string;
}

/**
 * A picture of a banner, an article or a course (decisions 077, 118): a native file input
 * (keyboard and screen readers for free), uploaded as soon as it is chosen, with its preview.
 * The type and size are checked here first so a wrong file fails at once, in the console's
 * language; the server checks the bytes again.
 */
export function ImageField({
  label,
  value,
  onChange,
  upload,
  error,
  removable = false,
  name,
}: ImageFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [own, setOwn] = useState<string | null>(null);
  const shown = own ?? error ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOwn(null);
    if (!(CONTENT_IMAGE_TYPES as readonly string[]).includes(file.type)) return setOwn(t('image.wrongType'));
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return setOwn(t('image.tooBig'));
    setBusy(true);
    try {
      const image = await upload(file);
      onChange({ url: image.url, name: file.name });
    } catch (failure) {
      const byField = failure instanceof ApiError ? fieldErrors(failure.body) : {};
      const tooBig = failure instanceof ApiError && failure.status === 413;
      setOwn(byField.file ?? (tooBig ? t('image.tooBig') : errorText(failure, t('errors.unknown'))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {value && (
        <img className={styles.preview} src={value.url} alt={t('image.preview', { name: value.name })} />
      )}
      {/* The native input is the control (keyboard, screen readers); its own "Choose file" text is
          the browser's language, not the console's, so a translated face stands in front of it. */}
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={CONTENT_IMAGE_TYPES.join(',')}
        className={styles.fileInput}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(e) => void choose(e)}
        disabled={busy}
      />
      <span className={styles.fileFace} aria-hidden="true" onClick={() => input.current?.click()}>
        {value ? t('image.replace') : t('image.choose')}
      </span>
      <span id={`${id}-hint`} className={styles.hint}>
        {busy ? t('image.uploading') : t('image.hint')}
      </span>
      {shown && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </span>
      )}
      {removable && value && (
        <Button size="small" variant="secondary" onClick={() => onChange(null)}>
          {t('image.remove')}
        </Button>
      )}
    </div>
  );
}
