import { PASSWORD_MIN_LENGTH } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type FormEvent, type InputHTMLAttributes, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { FormField } from '../../../components/form/form-field';
import { checkPasswordAnswer, type PasswordProblems } from './answer-rules';
import styles from './onboarding.module.css';

/** The input of the question asked takes the focus (spec: keyboard only). */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

export function SkipButton({ onSkip, busy }: { onSkip: () => void; busy: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <button type="button" className={button.secondary} onClick={onSkip} disabled={busy}>
      {t('actions.skip')}
    </button>
  );
}

interface TextAnswerProps {
  name: string;
  label: string;
  hint?: string;
  error: string | null;
  busy: boolean;
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'spellCheck'
  >;
  onAnswer: (value: string) => void;
  onChange: () => void;
  onSkip?: () => void;
}

/** One line of text: the name, the e-mail, the birthday. */
export function TextAnswer({
  name,
  label,
  hint,
  error,
  busy,
  input,
  onAnswer,
  onChange,
  onSkip,
}: TextAnswerProps) {
  const { t } = useTranslation('onboarding');
  const [value, setValue] = useState('');
  const ref = useFocusOnMount<HTMLInputElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(value);
  };
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error, ref]);
  return (
    <form className={styles.answer} noValidate onSubmit={submit}>
      <FormField
        inputRef={ref}
        name={name}
        label={label}
        hint={hint}
        error={error}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onChange();
        }}
        {...input}
      />
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={busy} aria-busy={busy}>
          {t('actions.send')}
        </button>
        {onSkip && <SkipButton onSkip={onSkip} busy={busy} />}
      </div>
    </form>
  );
}

interface PasswordAnswerProps {
  error: string | null;
  busy: boolean;
  onAnswer: (password: string) => void;
  onChange: () => void;
}

/** The password with its confirmation (spec 01 §5 "confirmed"): it makes the account. */
export function PasswordAnswer({ error, busy, onAnswer, onChange }: PasswordAnswerProps) {
  const { t } = useTranslation('onboarding');
  const [values, setValues] = useState({ password: '', passwordRepeat: '' });
  const [problems, setProblems] = useState<PasswordProblems>({});
  const password = useFocusOnMount<HTMLInputElement>();
  const repeat = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPasswordAnswer(values.password, values.passwordRepeat);
    setProblems(found);
    if (found.password) password.current?.focus();
    else if (found.passwordRepeat) repeat.current?.focus();
    else onAnswer(values.password);
  };
  const change = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _dropped, ...rest }) => rest);
    onChange();
  };

  return (
    <form className={styles.answer} noValidate onSubmit={submit}>
      <FormField
        inputRef={password}
        name="password"
        label={t('fields.password')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        showPasswordLabel={t('fields.showPassword')}
        autoComplete="new-password"
        error={
          problems.password
            ? t(`validation.password.${problems.password}`, { min: PASSWORD_MIN_LENGTH })
            : error
        }
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <FormField
        inputRef={repeat}
        name="password_repeat"
        label={t('fields.passwordRepeat')}
        showPasswordLabel={t('fields.showPassword')}
        autoComplete="new-password"
        error={problems.passwordRepeat ? t(`validation.passwordRepeat.${problems.passwordRepeat}`) : null}
        value={values.passwordRepeat}
        onChange={(event) => change('passwordRepeat', event.target.value)}
      />
      <div className={styles.actions}>
        <button type="submit" className={`${button.primary} ${form.submit}`} disabled={busy} aria-busy={busy}>
          {t('actions.send')}
        </button>
      </div>
    </form>
  );
}

export { useFocusOnMount };
