import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../api/api-error';

/** Texts under a form's fields, by field. */
export type FieldErrors<F> = Partial<Record<keyof F & string, string>>;
/** What a form's own check answers: the request's body, or an error key per field. */
export type FormCheck<F> = { body: Record<string, unknown> } | { errors: FieldErrors<F> };

/** The fields of a form that hold text (what a text, select or text-area field edits). */
type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * The server's 422 `[{field, message}]` mapped onto a form's fields (server names to form
 * names); anything without a field of the form becomes the form's own failure text.
 */
export function serverFieldErrors<F extends string>(
  byField: Record<string, string>,
  names: Record<string, F>,
): { fields: Partial<Record<F, string>>; rest: string | null } {
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [field, text] of Object.entries(byField)) {
    const name = names[field];
    if (name) fields[name] = text;
    else rest.push(text);
  }
  return { fields, rest: rest.length ? rest.join(', ') : null };
}

/**
 * A create/edit form that saves through the API: its values, the form's own check (`check`
 * answers the body or error keys, which `errorText` turns into texts), the save, and the
 * server's 422 mapped back onto the fields (`serverNames`: server field → form field); anything
 * else is the form's failure text. Bad input sends nothing. `dialog` is what its FormDialog takes.
 */
export function useSaveForm<F extends object>({
  initial,
  check,
  errorText: ownErrorText,
  serverNames,
  save,
  pending,
  saveLabel,
  onClose,
}: {
  initial: () => F;
  check: (form: F) => FormCheck<F>;
  errorText: (key: string) => string;
  serverNames: Record<string, keyof F & string>;
  save: (body: Record<string, unknown>) => Promise<unknown>;
  /** The save is under way. */
  pending: boolean;
  saveLabel: string;
  /** Cancel, and after a save. */
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));
  /** A text field's value, change and error, to spread onto TextField, TextArea or SelectField. */
  const field = <K extends TextKeys<F>>(key: K) => ({
    value: form[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(key, event.target.value as F[K]),
    error: errors[key],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = check(form);
    if ('errors' in result) {
      const translated: FieldErrors<F> = {};
      for (const [name, key] of Object.entries(result.errors) as [keyof F & string, string][]) {
        translated[name] = ownErrorText(key);
      }
      setErrors(translated);
      return;
    }
    setErrors({});
    try {
      await save(result.body);
      onClose();
    } catch (error) {
      const mapped = serverFieldErrors(error instanceof ApiError ? fieldErrors(error.body) : {}, serverNames);
      setErrors(mapped.fields);
      if (mapped.rest || Object.keys(mapped.fields).length === 0) {
        setFailure(mapped.rest ?? errorText(error, t('errors.unknown')));
      }
    }
  };

  const dialog = { pending, failure, onSubmit: submit, onClose, saveLabel };
  return { form, set, field, errors, failure, submit, dialog };
}
