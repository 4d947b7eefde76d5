import button from '@cp/ui/button/button.module.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modal/modal';
import { type CaptureError, cameraBlocked, canCapture, captureErrorOf, NoMediaError } from './capture-errors';
import styles from './media-capture.module.css';

export type CaptureMode = 'photo' | 'video';

interface CameraDialogProps {
  mode: CaptureMode;
  /** `user` for a selfie, `environment` for a photo of something. */
  facing: 'user' | 'environment';
  title: string;
  onCapture: (file: File) => void;
  onClose: () => void;
}

/** A frame of the preview as a JPEG file; none when the camera gave no picture yet. */
function grabFrame(video: HTMLVideoElement): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || !canvas.width || !canvas.height) return Promise.reject(new NoMediaError());
  context.drawImage(video, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob && blob.size > 0
          ? resolve(new File([blob], `photo-${Date.now()}.jpg`, { type: 'image/jpeg' }))
          : reject(new NoMediaError()),
      'image/jpeg',
      0.9,
    ),
  );
}

/**
 * The device's camera in a dialog: a live preview, then one photo or one recorded video handed to
 * `onCapture` as a file (the upload that follows is the caller's). Every failure is said in the
 * spec's media-capture words (spec 01 §8, spec 02 §8) with the dialog still open to close.
 */
export function CameraDialog({ mode, facing, title, onCapture, onClose }: CameraDialogProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const [ready, setReady] = useState(false);
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState<CaptureError | null>(null);

  const failWith = useCallback(
    async (cause: unknown) => setError(captureErrorOf(cause, await cameraBlocked())),
    [],
  );

  useEffect(() => {
    let current = true;
    const stopAll = (media: MediaStream | null) => {
      for (const track of media?.getTracks() ?? []) track.stop();
    };
    if (!canCapture(mode)) {
      setError('notSupported');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: facing }, audio: mode === 'video' })
      .then(async (media) => {
        if (!current) return stopAll(media);
        stream.current = media;
        if (video.current) {
          video.current.srcObject = media;
          await video.current.play().catch(() => undefined);
        }
        setReady(true);
      })
      .catch((cause: unknown) => {
        if (current) void failWith(cause);
      });
    return () => {
      current = false;
      // Closed while recording: the recording is dropped, not handed on.
      if (recorder.current?.state === 'recording') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      stopAll(stream.current);
    };
  }, [mode, facing, failWith]);

  const takePhoto = () => {
    if (!video.current) return;
    grabFrame(video.current).then(onCapture, (cause: unknown) => void failWith(cause));
  };

  const startRecording = () => {
    if (!stream.current) return;
    try {
      const chunks: Blob[] = [];
      const media = new MediaRecorder(stream.current);
      media.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
      media.onerror = (event) => void failWith((event as Event & { error?: unknown }).error);
      media.onstop = () => {
        setRecording(false);
        const type = media.mimeType.split(';')[0] || 'video/webm';
        const blob = new Blob(chunks, { type });
        if (blob.size === 0) return void failWith(new NoMediaError());
        const extension = type === 'video/mp4' ? 'mp4' : 'webm';
        onCapture(new File([blob], `video-${Date.now()}.${extension}`, { type }));
      };
      media.start();
      recorder.current = media;
      setRecording(true);
    } catch (cause) {
      void failWith(cause);
    }
  };

  return (
    <Modal title={title} onClose={onClose}>
      <div className={styles.camera}>
        {/* The preview has no sound of its own: a recording's sound would echo. */}
        <video ref={video} className={styles.preview} muted playsInline aria-label={t('capture.preview')} />
        {!ready && !error && <p role="status">{t('capture.starting')}</p>}
        {recording && <p role="status">{t('capture.recording')}</p>}
        {error && (
          <p role="alert" className={styles.error}>
            {t(`capture.errors.${error}`)}
          </p>
        )}
        <div className={styles.actions}>
          {mode === 'photo' && (
            <button
              type="button"
              className={button.primary}
              disabled={!ready || Boolean(error)}
              onClick={takePhoto}
            >
              {t('capture.shoot')}
            </button>
          )}
          {mode === 'video' && !recording && (
            <button
              type="button"
              className={button.primary}
              disabled={!ready || Boolean(error)}
              onClick={startRecording}
            >
              {t('capture.start')}
            </button>
          )}
          {mode === 'video' && recording && (
            <button type="button" className={button.primary} onClick={() => recorder.current?.stop()}>
              {t('capture.stop')}
            </button>
          )}
          <button type="button" className={button.secondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
