import { DISCOUNT_KINDS, type StaffDiscountCode, type StaffService } from '@cp/contract';
import { SelectField, TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { type CodeForm, codeFormBody, codeToForm, emptyCodeForm } from '../lib/code-form';
import styles from './payments.module.css';
import { useRowForm } from './use-row-form';

const SERVER_NAMES: Record<string, keyof CodeForm> = {
  code: 'code',
  course_service_id: 'serviceId',
  kind: 'kind',
  value: 'value',
  expires_at: 'expires',
  usage_limit: 'limit',
};

/**
 * Creates or edits a discount code: percent or amount (typed in major units, sent in minor
 * units exactly), the service it discounts, an expiry day and a usage limit.
 */
export function DiscountCodeDialog({
  code,
  services,
  currency,
  onClose,
}: {
  code: StaffDiscountCode | null;
  services: StaffService[];
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const { form, set, field, dialog } = useRowForm<CodeForm>({
    list: 'codes',
    id: code?.id,
    initial: () => (code ? codeToForm(code, currency) : emptyCodeForm()),
    toBody: (f) =>
      codeFormBody(f, currency, {
        price: services.find((s) => String(s.id) === f.serviceId)?.price ?? null,
        savedExpiresAt: code?.expires_at ?? null,
      }),
    errorPrefix: 'codes.errors',
    serverNames: SERVER_NAMES,
    currency,
    onClose,
  });

  return (
    <FormDialog
      formId="payments-code-form"
      title={code ? t('codes.editTitle', { code: code.code }) : t('codes.createTitle')}
      {...dialog}
    >
      <TextField
        label={t('codes.code')}
        {...field('code')}
        hint={t('codes.codeHint')}
        autoComplete="off"
        maxLength={40}
        required
      />
      <SelectField
        label={t('codes.service')}
        {...field('serviceId')}
        options={[
          { value: '', label: t('codes.chooseService') },
          ...services.map((s) => ({ value: String(s.id), label: s.title })),
        ]}
      />
      <div className={styles.pair}>
        <SelectField
          label={t('codes.kind')}
          value={form.kind}
          onChange={(e) => set('kind', e.target.value as CodeForm['kind'])}
          options={DISCOUNT_KINDS.map((k) => ({ value: k, label: t(`codeKind.${k}`, { currency }) }))}
        />
        <TextField
          label={form.kind === 'percent' ? t('codes.valuePercent') : t('codes.valueAmount', { currency })}
          inputMode={form.kind === 'percent' ? 'numeric' : 'decimal'}
          {...field('value')}
          required
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('codes.expires')}
          type="date"
          {...field('expires')}
          hint={t('codes.expiresHint')}
        />
        <TextField
          label={t('codes.limit')}
          inputMode="numeric"
          {...field('limit')}
          hint={t('codes.limitHint')}
        />
      </div>
    </FormDialog>
  );
}
