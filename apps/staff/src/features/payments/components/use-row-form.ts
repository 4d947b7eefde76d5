import { useTranslation } from 'react-i18next';
import { type FormCheck, useSaveForm } from '../../../lib/forms/use-save-form';
import { useSaveRow } from '../api/catalogue';
import { formatMoney, MAX_MINOR } from '../lib/money';

/**
 * A payments dialog's form: the staff app's save form saving a row of `list`, its own check's
 * error keys under `errorPrefix`; each dialog only lays out its fields and spreads `dialog`.
 */
export function useRowForm<F extends object>({
  list,
  id,
  initial,
  toBody,
  errorPrefix,
  serverNames,
  currency,
  onClose,
}: {
  list: Parameters<typeof useSaveRow>[0];
  id: number | undefined;
  initial: () => F;
  toBody: (form: F) => FormCheck<F>;
  errorPrefix: string;
  serverNames: Record<string, keyof F & string>;
  /** The school's: a text about the largest amount names it in this currency. */
  currency: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const save = useSaveRow(list);
  return useSaveForm<F>({
    initial,
    check: toBody,
    errorText: (key) => t(`${errorPrefix}.${key}`, { max: formatMoney(MAX_MINOR, currency, i18n.language) }),
    serverNames,
    save: (body) => save.mutateAsync({ body, id }),
    pending: save.isPending,
    saveLabel: t('actions.save'),
    onClose,
  });
}
