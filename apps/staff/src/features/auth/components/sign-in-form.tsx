import { Button, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInCall } from '../../../lib/session/sign-in';

export interface SignInFormProps {
  /** The token of a successful sign-in; answers whether the desk admitted it. */
  onSignedIn: (token: string) => Promise<'signed-in' | 'not-staff' | 'failed'>;
}

/** E-mail and password, the learners' sign-in call; the server's field messages under the fields. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = t('emailRequired');
    if (!password) local.password = t('passwordRequired');
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const result = await signInCall(email.trim().toLowerCase(), password);
    if (result.kind === 'field-errors') setErrors(result.errors);
    else if (result.kind === 'failed') setFailure(result.message ?? t('failed'));
    else {
      const admitted = await onSignedIn(result.token);
      if (admitted === 'failed') setFailure(t('failed'));
    }
    setBusy(false);
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={failure ? 'sign-in-failure' : undefined}>
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
      />
      {failure && (
        <p id="sign-in-failure" role="alert" style={{ color: 'var(--color-error)' }}>
          {failure}
        </p>
      )}
      <Button type="submit" block busy={busy}>
        {t('submit')}
      </Button>
    </form>
  );
}
