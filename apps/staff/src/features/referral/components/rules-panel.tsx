import { CASHBACK_MODES, type CashbackMode, type ReferralRules } from '@cp/contract';
import { Button, CheckboxField, ErrorState, SelectField, Spinner, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { serverFieldErrors } from '../../../lib/forms/use-save-form';
import { useUnsavedGuard } from '../../../lib/hooks/use-unsaved-guard';
import { UnsavedDialog } from '../../../lib/ui/unsaved-dialog';
import { useReferralRules, useSaveReferralRules } from '../api/referral-rules';
import {
  checkRules,
  type RulesField,
  type RulesFormValues,
  rulesFormOf,
  SERVER_NAMES,
  sameRules,
} from '../lib/rules-form';
import styles from './referral.module.css';

/** The rules section: loads, then the form with what is saved. */
export function RulesPanel() {
  const { t } = useTranslation('referral');
  const rules = useReferralRules();
  if (rules.isPending) return <Spinner label={t('common:loading')} />;
  if (rules.isError) {
    return (
      <ErrorState
        title={t('rules.failed')}
        text={errorText(rules.error, t('common:errors.unknown'))}
        onRetry={() => void rules.refetch()}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  return <RulesForm saved={rules.data} />;
}

/**
 * The school's referral programme (issue 15): on or off, how cashback is paid and how much, the
 * invited learner's first-order discount, the hold before cashback is credited and a monthly
 * cap. Each field says what it does; the abuse rules the server applies are spelled out under
 * the form, so an administrator knows why an invitation shows a flag.
 */
export function RulesForm({ saved }: { saved: ReferralRules }) {
  const { t } = useTranslation('referral');
  const save = useSaveReferralRules();
  const [base, setBase] = useState(() => rulesFormOf(saved));
  const [values, setValues] = useState(base);
  const [errors, setErrors] = useState<Partial<Record<RulesField, string>>>({});
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const dirty = !sameRules(base, values);
  const blocker = useUnsavedGuard(dirty);
  const set = (patch: Partial<RulesFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setStatus(null);
  };
  const number = (field: Exclude<RulesField, 'enabled' | 'cashbackMode'>) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
    error: errors[field],
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    label: t(`rules.${field}.label`),
    hint: t(`rules.${field}.hint`),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const checked = checkRules(values);
    if ('errors' in checked) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([field, e]) => [field, t(e.key, { min: e.min, max: e.max })]),
        ),
      );
      return setStatus({ kind: 'error', text: t('fixErrors') });
    }
    setErrors({});
    try {
      const next = rulesFormOf(await save.mutateAsync(checked.body));
      setBase(next);
      setValues(next);
      setStatus({ kind: 'done', text: t('rules.saved') });
    } catch (error) {
      const byField = error instanceof ApiError && error.status === 422 ? fieldErrors(error.body) : {};
      const mapped = serverFieldErrors(byField, SERVER_NAMES);
      setErrors(mapped.fields);
      const someField = Object.keys(mapped.fields).length > 0;
      setStatus({
        kind: 'error',
        text: someField ? t('fixErrors') : (mapped.rest ?? errorText(error, t('common:errors.unknown'))),
      });
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="referral-rules-title">
      <h2 id="referral-rules-title" className={styles.subtitle}>
        {t('rules.heading')}
      </h2>
      <p className={styles.intro}>{t('rules.intro')}</p>
      <CheckboxField
        label={t('rules.enabled.label')}
        hint={t('rules.enabled.hint')}
        checked={values.enabled}
        onChange={(e) => set({ enabled: e.target.checked })}
        error={errors.enabled}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('rules.cashback')}</legend>
        <div className={styles.pair}>
          <SelectField
            label={t('rules.cashbackMode.label')}
            hint={t(`rules.cashbackMode.hint.${values.cashbackMode}`)}
            value={values.cashbackMode}
            onChange={(e) => set({ cashbackMode: e.target.value as CashbackMode })}
            error={errors.cashbackMode}
            options={CASHBACK_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
          />
          <TextField {...number('cashbackPercent')} />
        </div>
        <div className={styles.pair}>
          <TextField {...number('holdDays')} />
          <TextField {...number('monthlyLimit')} placeholder={t('rules.monthlyLimit.none')} />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('rules.invitee')}</legend>
        <TextField {...number('discountPercent')} />
      </fieldset>
      <section className={styles.abuse} aria-labelledby="referral-abuse-title">
        <h3 id="referral-abuse-title" className={styles.legend}>
          {t('abuse.heading')}
        </h3>
        <ul className={styles.abuseList}>
          <li>{t('abuse.self')}</li>
          <li>{t('abuse.samePerson')}</li>
          <li>{t('abuse.limit')}</li>
          <li>{t('abuse.refund')}</li>
        </ul>
      </section>
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending}>
          {t('rules.save')}
        </Button>
        {dirty && !status && <p className={styles.muted}>{t('unsaved.hint')}</p>}
        {status && (
          <p
            role={status.kind === 'error' ? 'alert' : 'status'}
            className={status.kind === 'error' ? styles.error : styles.status}
          >
            {status.text}
          </p>
        )}
      </div>
      <UnsavedDialog ns="referral" blocker={blocker} />
    </form>
  );
}
