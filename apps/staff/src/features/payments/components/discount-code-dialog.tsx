import { DISCOUNT_KINDS, type StaffDiscountCode, type StaffService } from '@cp/contract';
import { Button, Dialog, TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { type CodeForm, codeFormBody, codeToForm, emptyCodeForm } from '../lib/code-form';
import styles from './payments.module.css';
import { SelectField } from './select-field';
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
  const { form, set, errors, failure, submit, pending } = useRowForm<CodeForm>({
    list: 'codes',
    id: code?.id,
    initial: () => (code ? codeToForm(code, currency) : emptyCodeForm()),
    toBody: (f) => codeFormBody(f, currency),
    errorPrefix: 'codes.errors',
    serverNames: SERVER_NAMES,
    onSaved: onClose,
  });

  return (
    <Dialog
      title={code ? t('codes.editTitle', { code: code.code }) : t('codes.createTitle')}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form="payments-code-form" busy={pending}>
            {t('actions.save')}
          </Button>
        </>
      }
    >
      <form id="payments-code-form" className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('codes.code')}
          value={form.code}
          onChange={(e) => set('code', e.target.value)}
          error={errors.code}
          hint={t('codes.codeHint')}
          autoComplete="off"
          maxLength={40}
          required
        />
        <SelectField
          label={t('codes.service')}
          value={form.serviceId}
          onChange={(e) => set('serviceId', e.target.value)}
          error={errors.serviceId}
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
            value={form.value}
            onChange={(e) => set('value', e.target.value)}
            error={errors.value}
            required
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={t('codes.expires')}
            type="date"
            value={form.expires}
            onChange={(e) => set('expires', e.target.value)}
            error={errors.expires}
            hint={t('codes.expiresHint')}
          />
          <TextField
            label={t('codes.limit')}
            inputMode="numeric"
            value={form.limit}
            onChange={(e) => set('limit', e.target.value)}
            error={errors.limit}
            hint={t('codes.limitHint')}
          />
        </div>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
