import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/avatar/user-avatar';
import { CameraButton } from '../../../components/media-capture/camera-button';
import type { CurrentUser } from '../../../lib/session/current-user';
import { type AvatarProblem, useChangeAvatar } from '../api/use-change-avatar';
import styles from './profile.module.css';

const MEGABYTES = Math.round(AVATAR_MAX_BYTES / (1024 * 1024));

/** spec 01 §2 "profile with avatar": choose a picture; it uploads, becomes the avatar and shows. */
export function AvatarPicker({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { change, progress, pending, problem, done } = useChangeAvatar();
  // The last picture came from the camera: its failure is the spec's "Couldn't save the selfie".
  const [selfie, setSelfie] = useState(false);

  const problemText = (found: AvatarProblem) => {
    if (found.kind === 'too-big') return t('avatar.tooBig', { max: MEGABYTES });
    if (found.kind === 'wrong-type') return found.message ?? t('avatar.wrongType');
    return t(selfie ? 'avatar.selfieFailed' : 'avatar.failed');
  };

  return (
    <div className={styles.avatarPicker}>
      <UserAvatar user={user} size={96} />
      <div className={styles.avatarControls}>
        <button
          type="button"
          className={button.secondary}
          disabled={pending}
          aria-busy={pending}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {t(user.avatar ? 'avatar.change' : 'avatar.add')}
        </button>
        <CameraButton
          mode="photo"
          facing="user"
          label={tc('capture.takeSelfie')}
          className={button.secondary}
          disabled={pending}
          onCapture={(file) => {
            setSelfie(true);
            void change(file);
          }}
        />
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_MIME_TYPES.join(',')}
          aria-label={t('avatar.file')}
          className="visually-hidden"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so the same file can be chosen again after an error.
            event.target.value = '';
            if (!file) return;
            setSelfie(false);
            void change(file);
          }}
        />
        <p id={hintId} className={styles.hint}>
          {t('avatar.hint', { max: MEGABYTES })}
        </p>
        {progress !== null && (
          <div className={styles.progress}>
            <progress max={100} value={Math.round(progress * 100)} aria-label={t('avatar.uploading')} />
            <span role="status">{t('avatar.uploading')}</span>
          </div>
        )}
        {problem && (
          <p role="alert" className={styles.error}>
            {problemText(problem)}
          </p>
        )}
        {done && (
          <p role="status" className={styles.success}>
            {t('avatar.saved')}
          </p>
        )}
      </div>
    </div>
  );
}
