import type { LoginBody } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import form from '../../../components/form/form.module.css';
import ui from '../../../components/ui/screen.module.css';
import { PATHS } from '../../../lib/routing/paths';
import type { FieldMessages, LoginResult } from '../api/login';
import styles from './login-form.module.css';
import { type LoginFormErrors, type LoginFormValues, validateLoginForm } from './login-validation';

type SuccessResult = Extract<LoginResult, { kind: 'success' }>;

interface LoginFormProps {
  submit: (body: LoginBody) => Promise<LoginResult>;
  /** May finish asynchronously; the form stays busy until it has. */
  onSuccess: (result: SuccessResult) => void | Promise<void>;
}

const FORM_FIELDS = ['email', 'password'] as const;

/** spec 01 §2 "Login screen" form, §5 validation, §8 login failures. */
export function LoginForm({ submit, onSuccess }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const ids = { email: useId(), password: useId(), emailError: useId(), passwordError: useId() };
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);

  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '' });
  const [clientErrors, setClientErrors] = useState<LoginFormErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [restoreVisible, setRestoreVisible] = useState(false);

  const fieldError = (field: 'email' | 'password'): string | null => {
    const client = clientErrors[field];
    if (client === 'required')
      return t(field === 'email' ? 'validation.emailRequired' : 'validation.passwordRequired');
    if (client === 'email') return t('validation.emailInvalid');
    return serverErrors[field]?.join(' ') || null;
  };

  const change = (field: 'email' | 'password', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // spec 01 §4: submit is blocked while one is in flight.
    if (inFlight.current) return;
    const validation = validateLoginForm(values);
    if (!validation.ok) {
      setClientErrors(validation.errors);
      (validation.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setValues(validation.body);
    setClientErrors({});
    setServerErrors({});
    setFormError(null);
    inFlight.current = true;
    setPending(true);
    try {
      const result = await submit(validation.body);
      if (result.kind === 'success') {
        await onSuccess(result);
        return;
      }
      if (result.kind === 'field-errors') {
        const { email, password, ...others } = result.errors;
        setServerErrors({ ...(email && { email }), ...(password && { password }) });
        // spec 01 §8: a password error reveals the restore button.
        if (password) setRestoreVisible(true);
        const otherMessages = Object.values(others).flat();
        if (otherMessages.length > 0) setFormError(otherMessages.join(' '));
        else if (!email && !password) setFormError(t('errors.failed'));
        (email ? emailRef : passwordRef).current?.focus();
        return;
      }
      setFormError(result.message ?? t('errors.failed'));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const emailError = fieldError('email');
  const passwordError = fieldError('password');

  return (
    <form className={form.form} noValidate onSubmit={onSubmit}>
      <div className={form.field}>
        <label htmlFor={ids.email} className={form.label}>
          {t('form.email')}
        </label>
        <input
          ref={emailRef}
          id={ids.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          spellCheck={false}
          className={form.input}
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? ids.emailError : undefined}
        />
        {emailError && (
          <p id={ids.emailError} className={form.error}>
            {emailError}
          </p>
        )}
      </div>

      <div className={form.field}>
        <label htmlFor={ids.password} className={form.label}>
          {t('form.password')}
        </label>
        <div className={form.passwordRow}>
          <input
            ref={passwordRef}
            id={ids.password}
            name="password"
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            className={form.input}
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? ids.passwordError : undefined}
          />
          <button
            type="button"
            className={form.toggle}
            aria-controls={ids.password}
            aria-pressed={passwordVisible}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            <EyeIcon crossed={passwordVisible} />
            {/* Text content rather than aria-label: the field's label stays the only "Password" label. */}
            <span className="visually-hidden">{t('form.showPassword')}</span>
          </button>
        </div>
        {passwordError && (
          <p id={ids.passwordError} className={form.error}>
            {passwordError}
          </p>
        )}
      </div>

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
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {t('form.signIn')}
      </button>

      <div className={ui.spreadRow}>
        {/* spec 01 §2: the restore button after a password error takes the place of the
            forgot-password link; both lead to recovery, and two controls for one action
            leave a new learner guessing which to press (issue 8). */}
        {restoreVisible ? (
          <button type="button" className={button.secondary} onClick={() => navigate(PATHS.accessRecovery)}>
            {t('form.restore')}
          </button>
        ) : (
          <Link to={PATHS.accessRecovery}>{t('form.forgotPassword')}</Link>
        )}
      </div>
      {/* Announce field errors from the server to screen readers as they arrive. */}
      <div className="visually-hidden" aria-live="polite">
        {FORM_FIELDS.map((field) => serverErrors[field]?.join(' '))
          .filter(Boolean)
          .join(' ')}
      </div>
    </form>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
        fill="currentColor"
      />
      {crossed && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
