import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES, type ContentImage } from '@cp/contract';
import { Button } from '@cp/ui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { useUploadImage } from '../api/upload-image';
import styles from './content.module.css';

/**
 * A picture of a banner or an article: a native file input (keyboard and screen readers for
 * free), uploaded as soon as it is chosen, with its preview. The type and size are checked
 * here first so a wrong file fails at once; the server checks the bytes again.
 */
export function ImageField({
  label,
  value,
  onChange,
  error,
  removable = false,
}: {
  label: string;
  value: Pick<ContentImage, 'url' | 'name'> | null;
  onChange: (image: Pick<ContentImage, 'url' | 'name'> | null) => void;
  error?: string | undefined;
  removable?: boolean;
}) {
  const { t } = useTranslation('content');
  const id = useId();
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState<string | null>(null);
  const shown = own ?? error ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOwn(null);
    if (!(CONTENT_IMAGE_TYPES as readonly string[]).includes(file.type)) return setOwn(t('errors.imageType'));
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return setOwn(t('errors.imageSize'));
    try {
      const image = await upload.mutateAsync(file);
      onChange({ url: image.url, name: file.name });
    } catch (failure) {
      const byField = failure instanceof ApiError ? fieldErrors(failure.body) : {};
      setOwn(byField.file ?? errorText(failure, t('common:errors.unknown')));
    }
  };

  return (
    <div className={styles.imageField}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {value && (
        <img className={styles.preview} src={value.url} alt={t('fields.preview', { name: value.name })} />
      )}
      {/* The native input is the control (keyboard, screen readers); its own "Choose file" text is
          the browser's language, not the console's, so a translated face stands in front of it. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept={CONTENT_IMAGE_TYPES.join(',')}
        className={styles.fileInput}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(e) => void choose(e)}
        disabled={upload.isPending}
      />
      <span className={styles.fileFace} aria-hidden="true" onClick={() => input.current?.click()}>
        {value ? t('fields.replaceImage') : t('fields.chooseImage')}
      </span>
      <span id={`${id}-hint`} className={styles.hint}>
        {upload.isPending ? t('fields.uploading') : t('fields.imageHint')}
      </span>
      {shown && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {shown}
        </span>
      )}
      {removable && value && (
        <Button size="small" variant="secondary" onClick={() => onChange(null)}>
          {t('actions.removeImage')}
        </Button>
      )}
    </div>
  );
}
