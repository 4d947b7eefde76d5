import {
  CURRENCY_CODES,
  SCHOOL_PAYMENT_MODES,
  type SchoolPaymentMode,
  type StaffPaymentSettings,
} from '@cp/contract';
import { Badge, Button, ErrorState, SelectField, Spinner, TextArea, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { useSaveSettings, useSettings } from '../api/catalogue';
import { currencyOptions } from '../lib/currency-options';
import styles from './payments.module.css';

/** The settings screen: loads, then the form with what is saved. */
export function SettingsPanel() {
  const { t } = useTranslation('payments');
  const settings = useSettings();
  if (settings.isPending) return <Spinner label={t('common:loading')} />;
  if (settings.isError) {
    return (
      <ErrorState
        title={t('settings.failed')}
        text={errorText(settings.error, t('common:errors.unknown'))}
        onRetry={() => void settings.refetch()}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  return <SettingsForm saved={settings.data} />;
}

/**
 * How the school takes money: the currency (until the first order, decision 112), the mode, the
 * manual payment's instructions, the cancel dialog's text, and the Stripe keys. Keys are
 * write-only: the fields start empty and an empty field keeps what is saved; "remove" clears
 * them (needed before test mode). Manual mode without instructions is warned about: the learner
 * cannot buy anything priced until they exist (decision 113).
 */
export function SettingsForm({ saved }: { saved: StaffPaymentSettings }) {
  const { t, i18n } = useTranslation('payments');
  const save = useSaveSettings();
  const [currency, setCurrency] = useState(saved.currency);
  const [mode, setMode] = useState<SchoolPaymentMode>(saved.mode);
  const [instructions, setInstructions] = useState(saved.manual_instructions ?? '');
  const [popup, setPopup] = useState(saved.cancel_popup_text ?? '');
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [removeKeys, setRemoveKeys] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved_, setSaved] = useState(false);
  const counter = (length: number, max: number) => t('counter', { length, max });
  const noInstructions = mode === 'manual' && !instructions.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const body: Record<string, unknown> = {
      mode,
      manual_instructions: instructions.trim() || null,
      cancel_popup_text: popup.trim() || null,
    };
    if (!saved.currency_locked && currency !== saved.currency) body.currency = currency;
    if (removeKeys) {
      body.stripe_secret_key = null;
      body.stripe_webhook_secret = null;
    } else {
      if (secretKey.trim()) body.stripe_secret_key = secretKey.trim();
      if (webhookSecret.trim()) body.stripe_webhook_secret = webhookSecret.trim();
    }
    try {
      await save.mutateAsync(body);
      setErrors({});
      setSecretKey('');
      setWebhookSecret('');
      setRemoveKeys(false);
      setSaved(true);
    } catch (error) {
      const byField = error instanceof ApiError ? fieldErrors(error.body) : {};
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(errorText(error, t('common:errors.unknown')));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="payments-settings-title">
      <h2 id="payments-settings-title" className={styles.subtitle}>
        {t('settings.heading')}
      </h2>
      {saved.currency_locked ? (
        <p className={styles.muted} data-currency={saved.currency}>
          {t('settings.currencyLocked', { currency: saved.currency })}
        </p>
      ) : (
        <SelectField
          label={t('settings.currencyField')}
          value={currency}
          onChange={(e) => setCurrency(e.target.value)}
          error={errors.currency}
          hint={
            currency === saved.currency
              ? t('settings.currencyHint')
              : t('settings.currencyChangeHint', { from: saved.currency, to: currency })
          }
          options={currencyOptions(CURRENCY_CODES, i18n.language)}
        />
      )}
      <SelectField
        label={t('settings.mode')}
        value={mode}
        onChange={(e) => setMode(e.target.value as SchoolPaymentMode)}
        error={errors.mode}
        options={SCHOOL_PAYMENT_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
      />
      <p className={styles.muted}>{t(`modeHint.${mode}`)}</p>
      {noInstructions && (
        <div className={styles.warning} role="note" aria-labelledby="payments-no-instructions">
          <strong id="payments-no-instructions">{t('settings.noInstructions')}</strong>
          <p className={styles.muted}>{t('settings.noInstructionsText')}</p>
        </div>
      )}
      <TextArea
        label={t('settings.instructions')}
        value={instructions}
        maxLength={5000}
        counterLabel={counter}
        error={errors.manual_instructions}
        onChange={(e) => setInstructions(e.target.value)}
      />
      <TextArea
        label={t('settings.cancelPopup')}
        value={popup}
        maxLength={5000}
        counterLabel={counter}
        error={errors.cancel_popup_text}
        onChange={(e) => setPopup(e.target.value)}
      />
      <fieldset className={styles.form}>
        <legend className={styles.label}>{t('settings.stripe')}</legend>
        <div>
          {saved.stripe_configured ? (
            <Badge tone={saved.stripe_live ? 'warning' : 'success'}>
              {saved.stripe_live ? t('settings.stripeLive') : t('settings.stripeTest')}
            </Badge>
          ) : (
            <Badge>{t('settings.stripeNone')}</Badge>
          )}
        </div>
        <TextField
          label={t('settings.secretKey')}
          type="password"
          autoComplete="off"
          value={secretKey}
          onChange={(e) => setSecretKey(e.target.value)}
          error={errors.stripe_secret_key}
          hint={saved.stripe_configured ? t('settings.keepHint') : 'sk_live_… / sk_test_…'}
          disabled={removeKeys}
        />
        <TextField
          label={t('settings.webhookSecret')}
          type="password"
          autoComplete="off"
          value={webhookSecret}
          onChange={(e) => setWebhookSecret(e.target.value)}
          error={errors.stripe_webhook_secret}
          hint={saved.stripe_configured ? t('settings.keepHint') : 'whsec_…'}
          disabled={removeKeys}
        />
        {saved.stripe_configured && (
          <label className={styles.check}>
            <input type="checkbox" checked={removeKeys} onChange={(e) => setRemoveKeys(e.target.checked)} />
            {t('settings.removeKeys')}
          </label>
        )}
      </fieldset>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {saved_ && (
        <p role="status" className={styles.status}>
          {t('settings.saved')}
        </p>
      )}
      <div>
        <Button type="submit" busy={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
