import { AVATAR_MIME_TYPES, type SocialNetwork } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type ChangeEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { CameraButton } from '../../../components/media-capture/camera-button';
import { SkipButton, useFocusOnMount } from './answer-inputs';
import { AVATAR_MAX_MB } from './answer-rules';
import styles from './onboarding.module.css';

interface Choice {
  error: string | null;
  busy: boolean;
  onSkip: () => void;
}

/** Every choice's foot: the refusal read out first, then its buttons with the skip beside them. */
function ChoiceActions({ error, busy, onSkip, children }: Choice & { children: ReactNode }) {
  return (
    <>
      {error && (
        <p role="alert" className={form.formError}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {children}
        <SkipButton onSkip={onSkip} busy={busy} />
      </div>
    </>
  );
}

/** The school's networks for the web (brand.socialAuth.web), each a link flow that comes back here. */
export function SocialsAnswer({
  networks,
  onLink,
  error,
  busy,
  onSkip,
}: Choice & { networks: SocialNetwork[]; onLink: (network: SocialNetwork) => void }) {
  const { t } = useTranslation('onboarding');
  const first = useFocusOnMount<HTMLButtonElement>();
  return (
    <div className={styles.answer}>
      <ChoiceActions error={error} busy={busy} onSkip={onSkip}>
        {networks.map((network, index) => (
          <button
            key={network}
            ref={index === 0 ? first : undefined}
            type="button"
            className={button.primary}
            disabled={busy}
            onClick={() => onLink(network)}
          >
            {t('actions.link', { network: t(`networks.${network}`) })}
          </button>
        ))}
      </ChoiceActions>
    </div>
  );
}

/** The push question: the browser's own dialog opens only from this click (decision 031). */
export function PushAnswer({ onAllow, error, busy, onSkip }: Choice & { onAllow: () => void }) {
  const { t } = useTranslation('onboarding');
  const allow = useFocusOnMount<HTMLButtonElement>();
  return (
    <div className={styles.answer}>
      <ChoiceActions error={error} busy={busy} onSkip={onSkip}>
        <button
          ref={allow}
          type="button"
          className={button.primary}
          disabled={busy}
          aria-busy={busy}
          onClick={onAllow}
        >
          {t('actions.allowPush')}
        </button>
      </ChoiceActions>
    </div>
  );
}

/** The avatar question: one picture from the device or a selfie from its camera, sent as soon as it is there. */
export function AvatarAnswer({
  onFile,
  onSelfie,
  error,
  busy,
  onSkip,
}: Choice & { onFile: (file: File) => void; onSelfie: (file: File) => void }) {
  const { t } = useTranslation('onboarding');
  const { t: tc } = useTranslation('common');
  const choose = useFocusOnMount<HTMLButtonElement>();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className={styles.answer}>
      <input
        ref={input}
        type="file"
        name="avatar"
        accept={AVATAR_MIME_TYPES.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={picked}
      />
      <p id={hintId} className={form.hint}>
        {t('fields.avatarHint', { size: AVATAR_MAX_MB })}
      </p>
      <ChoiceActions error={error} busy={busy} onSkip={onSkip}>
        <button
          ref={choose}
          type="button"
          className={button.primary}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {t('actions.choosePhoto')}
        </button>
        <CameraButton
          mode="photo"
          facing="user"
          label={tc('capture.takeSelfie')}
          className={button.secondary}
          disabled={busy}
          onCapture={onSelfie}
        />
      </ChoiceActions>
    </div>
  );
}
