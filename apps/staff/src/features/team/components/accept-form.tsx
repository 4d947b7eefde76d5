import { PASSWORD_MIN_LENGTH } from '@cp/contract';
import { Button, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptInvite } from '../api/accept-invite';
import type { InviteDetails } from '../api/get-invite';
import styles from './invite-screen.module.css';

export interface AcceptFormProps {
  token: string;
  details: InviteDetails;
  /** The session token of the accepted invitation; answers whether the desk admitted it. */
  onAccepted: (sessionToken: string) => Promise<boolean>;
}

/** A new account (name, password twice) or the existing account's password (decision 053). */
export function AcceptForm({ token, details, onAccepted }: AcceptFormProps) {
  const { t } = useTranslation('team');
  const accept = useAcceptInvite(token);
  const [name, setName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const existing = details.existingAccount;

  const localErrors = () => {
    const found: Record<string, string> = {};
    if (!existing && !name.trim()) found.name = t('accept.nameRequired');
    if (!password) found.password = t('accept.passwordRequired');
    else if (!existing && password.length < PASSWORD_MIN_LENGTH) found.password = t('accept.passwordShort');
    else if (!existing && password !== repeat) found.password_repeat = t('accept.passwordsDiffer');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const local = localErrors();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const result = await accept.mutateAsync(
      existing
        ? { password }
        : { name: name.trim(), lastName: lastName.trim(), password, passwordRepeat: repeat },
    );
    if (result.kind === 'field-errors') setErrors(result.errors);
    else if (result.kind === 'failed') setFailure(result.message ?? t('accept.failed'));
    else if (!(await onAccepted(result.token))) setFailure(t('accept.failed'));
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('accept.email')}
        type="email"
        value={details.email}
        readOnly
        autoComplete="username"
      />
      {existing ? (
        <p>{t('accept.existingText')}</p>
      ) : (
        <>
          <TextField
            label={t('accept.name')}
            name="name"
            autoComplete="given-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
            required
          />
          <TextField
            label={t('accept.lastName')}
            name="last_name"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={errors.last_name}
          />
        </>
      )}
      <TextField
        label={t(existing ? 'accept.existingPassword' : 'accept.password')}
        type="password"
        name="password"
        autoComplete={existing ? 'current-password' : 'new-password'}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint={existing ? undefined : t('accept.passwordHint')}
        required
      />
      {!existing && (
        <TextField
          label={t('accept.passwordRepeat')}
          type="password"
          name="password_repeat"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={errors.password_repeat}
          required
        />
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <Button type="submit" block busy={accept.isPending}>
        {t('accept.submit')}
      </Button>
    </form>
  );
}
