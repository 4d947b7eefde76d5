import { PASSWORD_MIN_LENGTH, type UpdatePasswordBody } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewPassword, checkRepeat } from '../../lib/auth/credential-rules';
import type { PasswordSaveResult } from '../../lib/auth/update-password';
import type { CurrentUser } from '../../lib/session/current-user';
import form from './form.module.css';
import { FormField } from './form-field';

type Field = 'current_password' | 'password' | 'password_repeat';

interface PasswordFormProps {
  /** A forced change (after a recovery link) does not ask for the current password. */
  askCurrent: boolean;
  submit: (body: UpdatePasswordBody) => Promise<PasswordSaveResult>;
  onSuccess: (user: CurrentUser) => void | Promise<void>;
}

/**
 * spec 01 §2 resetPassword / password change; §5 "new passwords must match"; §8 failure text.
 * Shared by the forced change (features/account) and the settings screen (features/settings);
 * its texts are the `account` namespace, which a route using it loads.
 */
export function PasswordForm({ askCurrent, submit, onSuccess }: PasswordFormProps) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<Record<Field, string>>({
    current_password: '',
    password: '',
    password_repeat: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const refs = {
    current_password: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    password_repeat: useRef<HTMLInputElement>(null),
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = (['current_password', 'password', 'password_repeat'] as const).find(
      (field) => found[field],
    );
    if (first) refs[first].current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found: Partial<Record<Field, string>> = {};
    if (askCurrent && !values.current_password) found.current_password = t('validation.required');
    const passwordRule = checkNewPassword(values.password);
    if (passwordRule) found.password = t(`validation.password.${passwordRule}`, { min: PASSWORD_MIN_LENGTH });
    const repeatRule = checkRepeat(values.password, values.password_repeat);
    if (repeatRule) found.password_repeat = t(`validation.repeat.${repeatRule}`);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      const result = await submit({
        ...(askCurrent && { current_password: values.current_password }),
        password: values.password,
        password_repeat: values.password_repeat,
      });
      if (result.kind === 'success') {
        await onSuccess(result.user);
        return;
      }
      if (result.kind === 'field-errors') {
        const { current_password, password, password_repeat, ...others } = result.errors;
        const shown = {
          ...(current_password && { current_password: current_password.join(' ') }),
          ...(password && { password: password.join(' ') }),
          ...(password_repeat && { password_repeat: password_repeat.join(' ') }),
        };
        setErrors(shown);
        const rest = Object.values(others).flat();
        if (rest.length > 0 || Object.keys(shown).length === 0) {
          setFormError(rest.length > 0 ? rest.join(' ') : t('password.failed'));
        }
        focusFirst(shown);
        return;
      }
      setFormError(result.message ?? t('password.failed'));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <form className={form.form} noValidate onSubmit={onSubmit}>
      {askCurrent && (
        <FormField
          inputRef={refs.current_password}
          label={t('password.current')}
          showPasswordLabel={t('form.showPassword')}
          error={errors.current_password ?? null}
          name="current_password"
          autoComplete="current-password"
          value={values.current_password}
          onChange={(event) => change('current_password', event.target.value)}
        />
      )}
      <FormField
        inputRef={refs.password}
        label={t('password.new')}
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        showPasswordLabel={t('form.showPassword')}
        error={errors.password ?? null}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <FormField
        inputRef={refs.password_repeat}
        label={t('password.repeat')}
        showPasswordLabel={t('form.showPassword')}
        error={errors.password_repeat ?? null}
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
        {t('password.save')}
      </button>
    </form>
  );
}
