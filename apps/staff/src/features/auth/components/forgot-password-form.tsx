import { Button, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestStaffPasswordReset } from '../api/recovery';
import styles from '../routes/sign-in-screen.module.css';

/**
 * "Forgot password?" of the staff sign-in (issue 28): the learners' recovery call, its mail
 * leading back to the staff app. The same confirmation for any address (issue 3).
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    setFailure(null);
    if (!value) {
      setError(t('emailRequired'));
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await requestStaffPasswordReset(value);
    setBusy(false);
    if (result.kind === 'done') setSentTo(value);
    else if (result.kind === 'field-errors') setError(result.errors.email ?? Object.values(result.errors)[0]);
    else setFailure(result.message ?? t('forgotFailed'));
  };

  return (
    <section aria-labelledby="forgot-title">
      <h2 id="forgot-title" className={styles.subtitle}>
        {t('forgotTitle')}
      </h2>
      {sentTo ? (
        <p role="status">{t('forgotSent', { email: sentTo })}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('forgotText')}</p>
          <TextField
            label={t('email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
            required
          />
          {failure && (
            <p role="alert" style={{ color: 'var(--color-error)' }}>
              {failure}
            </p>
          )}
          <Button type="submit" block busy={busy}>
            {t('forgotSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}
