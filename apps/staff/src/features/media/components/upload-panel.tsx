import { Button } from '@cp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../../lib/session/token-storage';
import { mediaKeys } from '../api/media-api';
import { type TusState, TusUpload } from '../lib/tus-upload';
import styles from './media.module.css';
import { UploadedVideo } from './uploaded-video';

interface Item {
  key: number;
  name: string;
  sent: number;
  total: number;
  state: TusState;
  message: string | null;
  /** The video the finished upload made (the server's `Media-Id`). */
  mediaId?: number;
  upload: TusUpload;
}

let keys = 0;

/**
 * Lesson videos to the library: a file picker and a drop zone, then each upload with its bar
 * and Pause, Resume, Cancel (tus: several GB resume where they stopped). A finished upload
 * joins the list below as "Queued", and its line here follows the conversion to the end.
 */
export function UploadPanel() {
  const { t } = useTranslation('media');
  const queryClient = useQueryClient();
  const inputId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const [over, setOver] = useState(false);
  const live = useRef(new Set<TusUpload>());
  // Leaving the screen pauses nothing on the server; the uploads just stop (resumable later).
  useEffect(
    () => () => {
      for (const upload of live.current) upload.pause();
    },
    [],
  );

  const change = (key: number, next: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...next } : i)));

  const add = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const key = ++keys;
      const upload = new TusUpload(file, getToken, {
        onProgress: (sent, total) => change(key, { sent, total }),
        onState: (state, detail) => {
          change(key, {
            state,
            message: detail?.message ?? null,
            ...(detail?.mediaId ? { mediaId: detail.mediaId } : {}),
          });
          if (state === 'done') void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
          if (state === 'done' || state === 'cancelled') live.current.delete(upload);
        },
      });
      live.current.add(upload);
      setItems((list) => [
        ...list,
        { key, name: file.name, sent: 0, total: file.size, state: 'uploading', message: null, upload },
      ]);
      upload.start();
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };

  return (
    <section className={styles.section} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.subtitle}>
        {t('upload.title')}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file picker inside is the keyboard's way */}
      <div
        className={`${styles.dropZone} ${over ? styles.dropOver : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p className={styles.muted}>{t('upload.drop')}</p>
        <label htmlFor={inputId} className={styles.pick}>
          {t('upload.choose')}
        </label>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept="video/*"
          multiple
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {items.length > 0 && (
        <ul className={styles.uploads}>
          {items.map((item) => (
            <li key={item.key} className={styles.upload}>
              <span className={styles.uploadName}>{item.name}</span>
              {item.state === 'done' && item.mediaId !== undefined ? (
                <UploadedVideo id={item.mediaId} name={item.name} />
              ) : (
                <>
                  <progress
                    className={styles.bar}
                    max={Math.max(1, item.total)}
                    value={item.sent}
                    aria-label={t('upload.progress', { name: item.name })}
                  />
                  <span className={styles.muted} role={item.state === 'failed' ? 'alert' : undefined}>
                    {item.state === 'failed'
                      ? (item.message ?? t('upload.failed'))
                      : t(`upload.state.${item.state}`, {
                          percent: Math.floor((item.sent / Math.max(1, item.total)) * 100),
                        })}
                  </span>
                </>
              )}
              <span className={styles.actions}>
                {item.state === 'uploading' && (
                  <Button variant="secondary" size="small" onClick={() => item.upload.pause()}>
                    {t('upload.pause')}
                  </Button>
                )}
                {(item.state === 'paused' || item.state === 'failed') && (
                  <Button variant="secondary" size="small" onClick={() => item.upload.resume()}>
                    {t('upload.resume')}
                  </Button>
                )}
                {(item.state === 'uploading' || item.state === 'paused' || item.state === 'failed') && (
                  <Button variant="ghost" size="small" onClick={() => void item.upload.cancel()}>
                    {t('upload.cancel')}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
