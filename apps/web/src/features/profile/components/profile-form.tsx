import {
  INSTAGRAM_EXAMPLE_NAME,
  INSTAGRAM_MAX_LENGTH,
  LANGUAGES,
  PROFILE_TEXT_MAX_LENGTH,
} from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { FormField } from '../../../components/form/form-field';
import type { CurrentUser } from '../../../lib/session/current-user';
import type { ProfileChanges, ProfileSaveResult } from '../api/save-profile';
import styles from './profile.module.css';
import {
  changedValues,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileValues,
  profileValues,
  validateProfile,
} from './profile-fields';
import { TimeZonePicker } from './time-zone-picker';
import { deviceTimeZone } from './time-zones';

interface ProfileFormProps {
  user: CurrentUser;
  /** The forced step (spec 01 §4 step 3): the names are required and always sent. */
  forced?: boolean;
  submit: (changes: ProfileChanges) => Promise<ProfileSaveResult>;
  onSuccess: (user: CurrentUser) => void | Promise<void>;
  /** Shown under the submit button (a way out). */
  footer?: ReactNode;
}

const NAMES = ['firstName', 'lastName'] as const;

/** A labelled <select> with its error tied to it, in the look of FormField. */
function SelectField({
  label,
  error,
  value,
  onChange,
  children,
  name,
  autoComplete,
  selectRef,
}: {
  label: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  name: string;
  autoComplete?: string;
  selectRef?: (element: HTMLSelectElement | null) => void;
}) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        autoComplete={autoComplete}
        className={form.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * spec 01 §2 userEdit / updateProfile: the profile fields of spec 01 §3, checked with the
 * rules of §5 before sending; the server's 422 messages show under the fields; any other
 * failure says "failed to update profile" (§8). Nothing typed is lost on an error.
 */
export function ProfileForm({ user, forced = false, submit, onSuccess, footer }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const [initial] = useState(() => profileValues(user));
  // Unset, the zone starts as this browser's (issue 8): saved with the form, never a fixed default.
  const [values, setValues] = useState<ProfileValues>(() => ({
    ...initial,
    timezone: initial.timezone || deviceTimeZone(),
  }));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const refs = useRef<Partial<Record<ProfileField, HTMLInputElement | HTMLSelectElement | null>>>({});

  const change = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const focusFirst = (found: Partial<Record<ProfileField, string>>) => {
    const first = PROFILE_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const rules = validateProfile(values, { requireName: forced });
    const found: Partial<Record<ProfileField, string>> = {};
    for (const [field, rule] of Object.entries(rules) as [ProfileField, string][]) {
      found[field] = t(`validation.${rule}` as 'validation.required', {
        max: field === 'instagramId' ? INSTAGRAM_MAX_LENGTH : PROFILE_TEXT_MAX_LENGTH,
      });
    }
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const changes = changedValues(initial, values, forced ? NAMES : []);
    if (Object.keys(changes).length === 0) {
      // Nothing to send (spec 01 §3: only the fields present): nothing changed is saved already.
      await onSuccess(user);
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      const result = await submit(changes);
      if (result.kind === 'success') {
        await onSuccess(result.user);
        return;
      }
      if (result.kind === 'field-errors') {
        setErrors(result.errors);
        setFormError([t('notSaved'), ...result.other].join(' '));
        focusFirst(result.errors);
        return;
      }
      setFormError(result.message ?? t('failed'));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const text = (field: ProfileField, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField
      inputRef={(element) => {
        refs.current[field] = element;
      }}
      label={t(`fields.${field}` as 'fields.firstName')}
      error={errors[field] ?? null}
      name={field}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      {...extra}
    />
  );

  return (
    <form className={form.form} noValidate onSubmit={onSubmit}>
      {forced && <p className={form.hint}>{t('requiredHint')}</p>}
      <div className={styles.formGrid}>
        {text('firstName', { autoComplete: 'given-name', required: forced })}
        {text('lastName', { autoComplete: 'family-name', required: forced })}
        {text('city', { autoComplete: 'address-level2' })}
        <SelectField
          label={t('fields.gender')}
          name="gender"
          selectRef={(element) => {
            refs.current.gender = element;
          }}
          error={errors.gender ?? null}
          value={values.gender}
          onChange={(value) => change('gender', value)}
        >
          <option value="">{t('notSpecified')}</option>
          <option value="F">{t('gender.F')}</option>
          <option value="M">{t('gender.M')}</option>
        </SelectField>
        {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', hint: t('hints.phone') })}
        {text('birthday', {
          inputMode: 'numeric',
          autoComplete: 'bday',
          placeholder: t('hints.birthdayPlaceholder'),
          hint: t('hints.birthday'),
        })}
        {text('instagramId', {
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
          // spec 01 §5: the example name is refused, so it is only ever a placeholder.
          placeholder: INSTAGRAM_EXAMPLE_NAME,
          hint: t('hints.instagram'),
        })}
        <TimeZonePicker
          label={t('fields.timezone')}
          inputRef={(element) => {
            refs.current.timezone = element;
          }}
          error={errors.timezone ?? null}
          value={values.timezone}
          onChange={(value) => change('timezone', value)}
        />
        <SelectField
          label={t('fields.languageCode')}
          name="languageCode"
          selectRef={(element) => {
            refs.current.languageCode = element;
          }}
          error={errors.languageCode ?? null}
          value={values.languageCode}
          onChange={(value) => change('languageCode', value)}
        >
          {!initial.languageCode && <option value="">{t('notSpecified')}</option>}
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {tCommon(`language.names.${language}`)}
            </option>
          ))}
        </SelectField>
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
        {t(forced ? 'saveAndContinue' : 'save')}
      </button>
      {footer}
    </form>
  );
}
