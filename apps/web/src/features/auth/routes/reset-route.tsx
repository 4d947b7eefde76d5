import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import form from '../../../components/form/form.module.css';
import { FormField } from '../../../components/form/form-field';
import ui from '../../../components/ui/screen.module.css';
import { checkEmail, normalizeEmail } from '../../../lib/auth/credential-rules';
import { PATHS } from '../../../lib/routing/paths';
import { requestPasswordReset } from '../api/request-password-reset';

/**
 * spec 01 §2 accessRecovery: asks for a recovery e-mail. The confirmation is the same
 * whether or not the address has an account (issue 3: no answer tells).
 */
export function Component() {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const value = normalizeEmail(email);
    const rule = checkEmail(value);
    setFormError(null);
    if (rule) {
      setError(t(rule === 'required' ? 'validation.emailRequired' : 'validation.emailInvalid'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setEmail(value);
    setPending(true);
    const result = await requestPasswordReset(value);
    setPending(false);
    if (result.kind === 'sent') setSentTo(value);
    else if (result.kind === 'field-errors' && result.errors.email) setError(result.errors.email.join(' '));
    else setFormError((result.kind === 'failed' && result.message) || t('reset.failed'));
  };

  return (
    <section className={`${ui.sheet} ${ui.lifted} ${form.card}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={form.title}>
        {t('reset.title')}
      </h1>
      {sentTo ? (
        <p role="status" className={form.success}>
          {t('reset.sent', { email: sentTo })}
        </p>
      ) : (
        <form className={form.form} noValidate onSubmit={onSubmit}>
          <p className={form.hint}>{t('reset.text')}</p>
          <FormField
            inputRef={inputRef}
            label={t('form.email')}
            error={error}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
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
            {t('reset.submit')}
          </button>
        </form>
      )}
      <div className={`${ui.spreadRow} ${form.links}`}>
        <Link to={PATHS.login}>{t('reset.backToLogin')}</Link>
      </div>
    </section>
  );
}
