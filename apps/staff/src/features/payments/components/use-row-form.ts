import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { useSaveRow } from '../api/catalogue';
import { serverFieldErrors, translateErrors } from './form-fields';

type FieldErrors<F> = Partial<Record<keyof F & string, string>>;

/**
 * A create/edit dialog's form: its values, the form's own check (`toBody` answers the body or
 * error keys under `errorPrefix`), the save, and the server's 422 mapped back onto the fields
 * (`serverNames`: server field → form field); anything else is the form's failure text.
 */
export function useRowForm<F extends object>({
  list,
  id,
  initial,
  toBody,
  errorPrefix,
  serverNames,
  onSaved,
}: {
  list: Parameters<typeof useSaveRow>[0];
  id: number | undefined;
  initial: () => F;
  toBody: (form: F) => { body: Record<string, unknown> } | { errors: FieldErrors<F> };
  errorPrefix: string;
  serverNames: Record<string, keyof F & string>;
  onSaved: () => void;
}) {
  const { t } = useTranslation('payments');
  const save = useSaveRow(list);
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = toBody(form);
    if ('errors' in result) {
      setErrors(translateErrors(t, errorPrefix, result.errors));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ body: result.body, id });
      onSaved();
    } catch (error) {
      const mapped = serverFieldErrors(error instanceof ApiError ? fieldErrors(error.body) : {}, serverNames);
      setErrors(mapped.fields);
      if (mapped.rest || Object.keys(mapped.fields).length === 0) {
        setFailure(mapped.rest ?? errorText(error, t('common:errors.unknown')));
      }
    }
  };

  return { form, set, errors, failure, submit, pending: save.isPending };
}
