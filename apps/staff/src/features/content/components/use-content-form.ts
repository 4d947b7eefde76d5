import { useTranslation } from 'react-i18next';
import { useSaveForm } from '../../../lib/forms/use-save-form';
import { type ContentList, useSaveContent } from '../api/content-rows';
import type { FormResult } from '../lib/form-rules';

/**
 * A content dialog's form: the staff app's save form saving a row of `list`, its own check's
 * error keys under `errors.`; each dialog only lays out its fields and spreads `dialog`.
 */
export function useContentForm<F extends object>({
  list,
  id,
  initial,
  toBody,
  serverNames,
  onClose,
}: {
  list: ContentList;
  id: number | undefined;
  initial: () => F;
  toBody: (form: F) => FormResult<F>;
  serverNames: Record<string, keyof F & string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const save = useSaveContent(list);
  return useSaveForm<F>({
    initial,
    check: toBody,
    errorText: (key) => t(`errors.${key}`),
    serverNames,
    save: (body) => save.mutateAsync({ body, id }),
    pending: save.isPending,
    saveLabel: t('actions.save'),
    onClose,
  });
}
