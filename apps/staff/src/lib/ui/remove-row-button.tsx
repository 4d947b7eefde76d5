import { ConfirmButton } from '@cp/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/api-error';

/**
 * A list row's Delete, confirmed first, with the row's name in the button's accessible name and
 * the dialog's title. `ns` is the feature's namespace, which holds `actions.delete` and
 * `remove.title`; `children` says what deleting does. The server's refusal stays in the dialog.
 */
export function RemoveRowButton({
  ns,
  name,
  onRemove,
  pending,
  children,
}: {
  ns: string;
  name: string;
  onRemove: () => Promise<unknown>;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <ConfirmButton
      label={t('actions.delete')}
      hiddenName={name}
      title={t('remove.title', { name })}
      cancelLabel={t('common:actions.cancel')}
      closeLabel={t('common:actions.close')}
      onConfirm={onRemove}
      busy={pending}
      failureText={(error) => errorText(error, t('common:errors.unknown'))}
    >
      {children}
    </ConfirmButton>
  );
}
