import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { type ContentList, useSaveContent } from '../api/content-rows';
import type { FormErrors, FormResult } from '../lib/form-rules';

/**
 * A create/edit dialog's form: its values, the form's own check (`toBody` answers the body or
 * error keys under `errors.`), the save, and the server's 422 mapped back onto the fields
 * (`serverNames`: server field → form field); anything else is the form's failure text.
 */
export function useContentForm<F extends object>({
  list,
  id,
  initial,
  toBody,
  serverNames,
  onSaved,
}: {
  list: ContentList;
  id: number | undefined;
  initial: () => F;
  toBody: (form: F) => FormResult<F>;
  serverNames: Record<string, keyof F & string>;
  onSaved: () => void;
}) {
  const { t } = useTranslation('content');
  const save = useSaveContent(list);
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = toBody(form);
    if ('errors' in result) {
      const translated: FormErrors<F> = {};
      for (const [field, key] of Object.entries(result.errors) as [keyof F & string, string][]) {
        translated[field] = t(`errors.${key}`);
      }
      setErrors(translated);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ body: result.body, id });
      onSaved();
    } catch (error) {
      const byField = error instanceof ApiError ? fieldErrors(error.body) : {};
      const fields: FormErrors<F> = {};
      const rest: string[] = [];
      for (const [field, text] of Object.entries(byField)) {
        const name = serverNames[field];
        if (name) fields[name] = text;
        else rest.push(text);
      }
      setErrors(fields);
      if (rest.length > 0 || Object.keys(fields).length === 0) {
        setFailure(rest.length > 0 ? rest.join(', ') : errorText(error, t('common:errors.unknown')));
      }
    }
  };

  return { form, set, errors, failure, submit, pending: save.isPending };
}
