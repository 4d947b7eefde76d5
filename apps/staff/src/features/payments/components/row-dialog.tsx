import { SelectField, TextArea, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { useSaveRow } from '../api/catalogue';

/** One field of a simple row form; `name` is the server's field name, so a 422 lands on it. */
export interface RowField {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'select' | 'textarea';
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  maxLength?: number;
}

export type RowValues = Record<string, string>;

/**
 * The create/edit dialog of the catalogue's simple rows (categories, products, offers): text,
 * whole numbers and choices. Required fields and whole numbers are checked before the call;
 * the rest (another school's id, a taken alias) comes back from the server onto its field.
 */
export function RowDialog({
  list,
  id,
  title,
  fields,
  initial,
  onClose,
}: {
  list: Parameters<typeof useSaveRow>[0];
  id?: number;
  title: string;
  fields: readonly RowField[];
  initial: RowValues;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const save = useSaveRow(list);
  const [values, setValues] = useState<RowValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formId = `payments-${list}-form`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    const body: Record<string, unknown> = {};
    for (const field of fields) {
      const text = (values[field.name] ?? '').trim();
      if (field.required && !text) found[field.name] = t('rowErrors.required');
      else if (field.kind === 'number' || (field.kind === 'select' && /^\d+$/.test(text))) {
        if (text && !/^\d+$/.test(text)) found[field.name] = t('rowErrors.whole');
        body[field.name] = text ? Number(text) : null;
      } else body[field.name] = text || null;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Optional numbers left empty take the server's default rather than null.
    for (const field of fields)
      if (body[field.name] === null && field.kind === 'number') delete body[field.name];
    try {
      await save.mutateAsync({ body, id });
      onClose();
    } catch (error) {
      const byField = error instanceof ApiError ? fieldErrors(error.body) : {};
      const known = Object.fromEntries(
        Object.entries(byField).filter(([f]) => fields.some((x) => x.name === f)),
      );
      setErrors(known);
      if (Object.keys(known).length === 0) setFailure(errorText(error, t('common:errors.unknown')));
    }
  };

  return (
    <FormDialog
      formId={formId}
      title={title}
      saveLabel={t('actions.save')}
      pending={save.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      {fields.map((field) => {
        const common = {
          label: field.label,
          value: values[field.name] ?? '',
          error: errors[field.name],
          required: field.required,
        };
        const change = (value: string) => setValues((v) => ({ ...v, [field.name]: value }));
        if (field.kind === 'select') {
          return (
            <SelectField
              key={field.name}
              {...common}
              options={field.options ?? []}
              onChange={(e) => change(e.target.value)}
            />
          );
        }
        if (field.kind === 'textarea') {
          return (
            <TextArea
              key={field.name}
              {...common}
              maxLength={field.maxLength ?? 5000}
              counterLabel={(length, max) => t('counter', { length, max })}
              onChange={(e) => change(e.target.value)}
            />
          );
        }
        return (
          <TextField
            key={field.name}
            {...common}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            maxLength={field.maxLength}
            onChange={(e) => change(e.target.value)}
          />
        );
      })}
    </FormDialog>
  );
}
