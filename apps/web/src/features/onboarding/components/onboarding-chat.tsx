import type { SocialNetwork } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ui from '../../../components/ui/screen.module.css';
import { PATHS } from '../../../lib/routing/paths';
import { saveAvatarAnswer, saveEmailAnswer, saveProfileAnswer } from '../api/save-answer';
import { checkSignupEmail } from '../api/sign-up-by-chat';
import { PasswordAnswer, TextAnswer, useFocusOnMount } from './answer-inputs';
import {
  AVATAR_MAX_MB,
  checkAvatarAnswer,
  checkBirthdayAnswer,
  checkEmailAnswer,
  checkFirstName,
} from './answer-rules';
import { AvatarAnswer, PushAnswer, SocialsAnswer } from './choice-answers';
import styles from './onboarding.module.css';
import { refusalText, type useOnboardingChat } from './use-onboarding-chat';

interface OnboardingChatProps {
  chat: ReturnType<typeof useOnboardingChat>;
  networks: SocialNetwork[];
  onLink: (network: SocialNetwork) => void;
  /** Asks the browser and subscribes; true when notifications are on. */
  onAllowPush: () => Promise<boolean>;
}

function Finished() {
  const { t } = useTranslation('onboarding');
  const ref = useFocusOnMount<HTMLAnchorElement>();
  return (
    <div className={`${styles.answer} ${styles.actions}`}>
      <Link ref={ref} to={PATHS.courses} className={button.primary}>
        {t('actions.toCourses')}
      </Link>
    </div>
  );
}

/** Registration by chat (spec 01 §3, §4): the column of lines and the one input of the question asked. */
export function OnboardingChat({ chat, networks, onLink, onAllowPush }: OnboardingChatProps) {
  const { t } = useTranslation('onboarding');
  const titleId = useId();
  const end = useRef<HTMLDivElement>(null);
  const { lines, typing, phase, error, setError, busy, user, run, passed, accepted } = chat;
  const clear = () => setError(null);

  // The newest line and the input stay in view as the column grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line or input is the trigger
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines.length, phase]);

  const step = phase.kind === 'ask' && !typing ? phase.step : null;

  const answerFirstName = (raw: string) =>
    run(async () => {
      const checked = checkFirstName(raw);
      if (!checked.ok) return setError(t(`validation.firstName.${checked.rule}`, { max: 100 }));
      if (!user) {
        chat.saveDraft({ firstName: checked.value });
        chat.answer(checked.value);
        return chat.go(null);
      }
      const saved = accepted(await saveProfileAnswer('name', checked.value));
      if (saved) {
        chat.answer(checked.value);
        await chat.go(saved);
      }
    });

  const answerEmail = (raw: string) =>
    run(async () => {
      const checked = checkEmailAnswer(raw);
      if (!checked.ok) return setError(t(`validation.email.${checked.rule}`));
      if (!user) {
        const result = await checkSignupEmail(checked.value);
        if (result.kind !== 'ok') return setError(refusalText(result, t('errors.failed')));
        chat.saveDraft({ email: checked.value });
        chat.answer(checked.value);
        return chat.go(null);
      }
      const saved = accepted(await saveEmailAnswer(checked.value));
      if (saved) {
        chat.answer(checked.value);
        await chat.go(saved);
      }
    });

  const answerBirthday = (raw: string) =>
    run(async () => {
      const checked = checkBirthdayAnswer(raw);
      if (!checked.ok) return setError(t('validation.birthday'));
      const saved = accepted(await saveProfileAnswer('birthday', checked.value));
      if (saved) await passed('birthday', checked.value, saved);
    });

  // A photo taken with the camera that was not saved is spec 01 §8's "couldn't save the selfie".
  const answerAvatar = (file: File, selfie = false) =>
    run(async () => {
      const problem = checkAvatarAnswer(file);
      if (problem) return setError(t(`validation.avatar.${problem}`, { size: AVATAR_MAX_MB }));
      const saved = accepted(await saveAvatarAnswer(file), selfie ? t('errors.selfieFailed') : undefined);
      if (saved) await passed('avatarId', t('answers.photo'), saved);
    });

  const skip = (key: 'socials' | 'push' | 'birthday' | 'avatarId') => () =>
    run(() => passed(key, t('answers.skipped')));

  return (
    <section className={styles.chat} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('title')}
      </h1>
      <div role="log" aria-live="polite" aria-label={t('chatLabel')}>
        <ol className={`${ui.plainList} ${styles.lines}`}>
          {lines.map((line) => (
            <li
              key={line.id}
              className={`${styles.line} ${line.from === 'school' ? styles.school : styles.learner}`}
            >
              <span className="visually-hidden">{line.from === 'school' ? t('school') : t('you')}: </span>
              {line.text}
            </li>
          ))}
        </ol>
      </div>
      {(typing || phase.kind === 'loading') && (
        <p className={styles.typing} aria-hidden="true">
          {t('typing')}
        </p>
      )}
      {step === 'firstName' && (
        <TextAnswer
          key={step}
          name="firstName"
          label={t('fields.firstName')}
          input={{ autoComplete: 'given-name' }}
          error={error}
          busy={busy}
          onAnswer={answerFirstName}
          onChange={clear}
        />
      )}
      {step === 'email' && (
        <TextAnswer
          key={step}
          name="email"
          label={t('fields.email')}
          input={{ type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false }}
          error={error}
          busy={busy}
          onAnswer={answerEmail}
          onChange={clear}
        />
      )}
      {step === 'password' && (
        <PasswordAnswer
          error={error}
          busy={busy}
          onAnswer={(password) => run(() => chat.createAccount(password))}
          onChange={clear}
        />
      )}
      {step === 'socials' && (
        <SocialsAnswer
          networks={networks}
          onLink={onLink}
          error={error}
          busy={busy}
          onSkip={skip('socials')}
        />
      )}
      {step === 'push' && (
        <PushAnswer
          error={error}
          busy={busy}
          onSkip={skip('push')}
          onAllow={() =>
            run(async () =>
              passed('push', t((await onAllowPush()) ? 'answers.pushAllowed' : 'answers.pushNotAllowed')),
            )
          }
        />
      )}
      {step === 'birthday' && (
        <TextAnswer
          key={step}
          name="birthday"
          label={t('fields.birthday')}
          hint={t('fields.birthdayHint')}
          input={{ inputMode: 'numeric', autoComplete: 'bday' }}
          error={error}
          busy={busy}
          onAnswer={answerBirthday}
          onChange={clear}
          onSkip={skip('birthday')}
        />
      )}
      {step === 'avatarId' && (
        <AvatarAnswer
          error={error}
          busy={busy}
          onFile={(file) => answerAvatar(file)}
          onSelfie={(file) => answerAvatar(file, true)}
          onSkip={skip('avatarId')}
        />
      )}
      {phase.kind === 'done' && !typing && <Finished />}
      {phase.kind === 'stuck' && !typing && (
        <div className={styles.answer}>
          <p role="alert">{error}</p>
          <div className={styles.actions}>
            <button type="button" className={button.primary} onClick={chat.retry} disabled={busy}>
              {t('actions.retry')}
            </button>
          </div>
        </div>
      )}
      {user && phase.kind !== 'done' && (
        <div className={styles.footer}>
          <Link to={PATHS.courses} className={button.link}>
            {t('actions.later')}
          </Link>
        </div>
      )}
      <div ref={end} />
    </section>
  );
}
