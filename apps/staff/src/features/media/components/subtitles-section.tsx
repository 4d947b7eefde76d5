import { MEDIA_SUBTITLE_LANG, MEDIA_SUBTITLE_MAX_BYTES, type MediaAsset } from '@cp/contract';
import { Button, TextField } from '@cp/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useChangeMedia } from '../api/media-api';
import styles from './media.module.css';

/** Subtitles per language: a WebVTT file each, kept even before the video is ready. */
export function SubtitlesSection({ asset }: { asset: MediaAsset }) {
  const { t } = useTranslation('media');
  const change = useChangeMedia();
  const fileId = useId();
  const [lang, setLang] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // A new input after each upload: a file input's chosen file cannot be cleared otherwise.
  const [inputKey, setInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const code = lang.trim();
    if (!MEDIA_SUBTITLE_LANG.test(code)) return setError(t('subtitles.badLanguage'));
    if (!file) return setError(t('subtitles.noFile'));
    if (file.size > MEDIA_SUBTITLE_MAX_BYTES) return setError(t('subtitles.tooLarge'));
    const vtt = await file.text();
    if (!vtt.replace(/^\uFEFF/, '').startsWith('WEBVTT')) return setError(t('subtitles.notVtt'));
    change.mutate(
      { kind: 'subtitle', id: asset.id, lang: code, vtt },
      {
        onSuccess: () => {
          setLang('');
          setFile(null);
          setInputKey((k) => k + 1);
        },
        onError: (err) => setError(errorText(err, t('errors.unknown', { ns: 'common' }))),
      },
    );
  };

  return (
    <section className={styles.block} aria-labelledby={`${fileId}-title`}>
      <h3 id={`${fileId}-title`} className={styles.blockTitle}>
        {t('subtitles.title')}
      </h3>
      {asset.subtitles.length === 0 ? (
        <p className={styles.muted}>{t('subtitles.none')}</p>
      ) : (
        <ul className={styles.chips}>
          {asset.subtitles.map((code) => (
            <li key={code} className={styles.chip}>
              <span>{code}</span>
              <Button
                variant="ghost"
                size="small"
                aria-label={t('subtitles.remove', { lang: code })}
                onClick={() => change.mutate({ kind: 'removeSubtitle', id: asset.id, lang: code })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.subtitleForm} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('subtitles.language')}
          hint={t('subtitles.languageHint')}
          value={lang}
          onChange={(event) => setLang(event.target.value)}
          maxLength={6}
        />
        <div className={styles.fileField}>
          <label htmlFor={fileId} className={styles.fieldLabel}>
            {t('subtitles.file')}
          </label>
          <input
            key={inputKey}
            id={fileId}
            type="file"
            accept=".vtt,text/vtt"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" variant="secondary" busy={change.isPending}>
          {t('subtitles.add')}
        </Button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
