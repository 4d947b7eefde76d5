import { PASSWORD_MIN_LENGTH } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import form from '../../../components/form/form.module.css';
import { FormField } from '../../../components/form/form-field';
import { PATHS } from '../../../lib/routing/paths';
import type { LoginResult } from '../api/login';
import type { SignupCheck } from '../api/signup';
import { type SignupErrors, type SignupValues, validateSignupForm } from './signup-validation';

type Field = keyof SignupValues;
const FIELDS: Field[] = ['email', 'password', 'password_repeat'];

interface SignupFormProps {
  check: (email: string) => Promise<SignupCheck>;
  submit: (body: SignupValues) => Promise<LoginResult>;
  onSuccess: (result: Extract<LoginResult, { kind: 'success' }>) => void | Promise<void>;
}

/** spec 01 §2 signup, §5 rules and the server's form validation, §8 "failed to sign up". */
export function SignupForm({ check, submit, onSuccess }: SignupFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<SignupValues>({ email: '', password: '', password_repeat: '' });
  const [clientErrors, setClientErrors] = useState<SignupErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    password_repeat: useRef<HTMLInputElement>(null),
  };

  const fieldError = (field: Field): string | null => {
    const rule = clientErrors[field];
    if (rule) {
      return t(`signup.validation.${field}.${rule}` as 'signup.validation.password.min', {
        min: PASSWORD_MIN_LENGTH,
      });
    }
    return serverErrors[field]?.join(' ') || null;
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors(({ [field]: _dropped, ...rest }) => rest);
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const focusFirst = (errors: Partial<Record<Field, unknown>>) => {
    const first = FIELDS.find((field) => errors[field]);
    if (first) refs[first].current?.focus();
  };

  /** Field errors under their fields; anything else (or nothing) as the form's message. */
  const showFailure = (
    result: Exclude<LoginResult, { kind: 'success' }> | Exclude<SignupCheck, { kind: 'ok' }>,
  ) => {
    if (result.kind === 'failed') {
      setFormError(result.message ?? t('signup.failed'));
      return;
    }
    const shown: Record<string, string[]> = {};
    const others: string[] = [];
    for (const [field, messages] of Object.entries(result.errors)) {
      if ((FIELDS as string[]).includes(field)) shown[field] = messages;
      else others.push(...messages);
    }
    setServerErrors(shown);
    if (others.length > 0 || Object.keys(shown).length === 0) setFormError(t('signup.failed'));
    focusFirst(shown);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const validation = validateSignupForm(values);
    setServerErrors({});
    setFormError(null);
    if (!validation.ok) {
      setClientErrors(validation.errors);
      focusFirst(validation.errors);
      return;
    }
    setClientErrors({});
    setValues(validation.body);
    inFlight.current = true;
    setPending(true);
    try {
      const checked = await check(validation.body.email);
      if (checked.kind !== 'ok') {
        showFailure(checked);
        return;
      }
      const result = await submit(validation.body);
      if (result.kind === 'success') {
        await onSuccess(result);
        return;
      }
      showFailure(result);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <form className={form.form} noValidate onSubmit={onSubmit}>
      <FormField
        inputRef={refs.email}
        label={t('form.email')}
        error={fieldError('email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <FormField
        inputRef={refs.password}
        label={t('form.password')}
        hint={t('signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        showPasswordLabel={t('form.showPassword')}
        error={fieldError('password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <FormField
        inputRef={refs.password_repeat}
        label={t('signup.passwordRepeat')}
        showPasswordLabel={t('form.showPassword')}
        error={fieldError('password_repeat')}
        name="password_repeat"
        autoComplete="new-password"
        value={values.password_repeat}
        onChange={(event) => change('password_repeat', event.target.value)}
      />
      {formError && (
        <p role="alert" className={form.formError}>
          {formError}
        </p>
      )}
      <button
        type="submit"
        className={`${button.primary} ${form.submit}`}
        disabled={pending}
        aria-busy={pending}
      >
        {t('signup.submit')}
      </button>
      <p>
        {t('signup.haveAccount')} <Link to={PATHS.login}>{t('signup.signIn')}</Link>
      </p>
    </form>
  );
}
