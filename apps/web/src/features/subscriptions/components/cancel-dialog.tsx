import {
  CANCEL_REASON_MAX_LENGTH,
  CANCEL_REASON_MIN_LENGTH,
  CANCEL_REASON_TYPES,
  type CancelReasonType,
} from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { TextareaField } from '../../../components/form/textarea-field';
import { Modal } from '../../../components/modal/modal';
import { errorText } from '../../../lib/api/api-error';
import { checkCancel } from './subscription-display';
import styles from './subscriptions.module.css';

interface CancelDialogProps {
  popupText: string | null;
  pending: boolean;
  onConfirm: (reasonType: CancelReasonType, reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * spec 02 §2 subscription "cancel with reason", §5: the school's `cancelPopupText`, a reason type
 * (radio group) and the reason (at least CANCEL_REASON_MIN_LENGTH characters, with a counter),
 * then the confirmation. A failure stays in the dialog with the server's words.
 */
export function CancelDialog({ popupText, pending, onConfirm, onClose }: CancelDialogProps) {
  const { t } = useTranslation('payments');
  const { t: common } = useTranslation();
  const id = useId();
  const [reasonType, setReasonType] = useState<CancelReasonType | null>(null);
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const rules = checkCancel(reasonType, reason);
  const typeError = shown && rules.includes('reasonType') ? t('subscriptions.reasonTypeRequired') : null;
  const reasonError = !shown
    ? null
    : rules.includes('short')
      ? t('subscriptions.reasonShort', { count: CANCEL_REASON_MIN_LENGTH })
      : rules.includes('long')
        ? t('subscriptions.reasonLong', { max: CANCEL_REASON_MAX_LENGTH })
        : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    setFailure(null);
    if (rules.length > 0 || !reasonType) return;
    try {
      await onConfirm(reasonType, reason);
    } catch (error) {
      setFailure(`${t('subscriptions.cancelFailed')} ${errorText(error, common('errors.unknown'))}`);
    }
  }

  return (
    <Modal title={t('subscriptions.cancelTitle')} onClose={onClose}>
      <form className={form.form} onSubmit={submit} noValidate>
        {popupText && <p className={styles.popup}>{popupText}</p>}
        <fieldset
          className={styles.reasons}
          aria-describedby={typeError ? `${id}-type-error` : undefined}
          aria-invalid={typeError ? true : undefined}
        >
          <legend className={styles.legend}>{t('subscriptions.reasonType')}</legend>
          {CANCEL_REASON_TYPES.map((type) => (
            <label key={type} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-reason-type`}
                value={type}
                checked={reasonType === type}
                onChange={() => setReasonType(type)}
              />
              {t(`subscriptions.reasonTypes.${type}`)}
            </label>
          ))}
          {typeError && (
            <p id={`${id}-type-error`} className={form.error}>
              {typeError}
            </p>
          )}
        </fieldset>
        <TextareaField
          label={t('subscriptions.reason')}
          name="reason"
          value={reason}
          rows={4}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError}
          counter={{
            text: t('subscriptions.reasonCount', {
              length: reason.trim().length,
              max: CANCEL_REASON_MAX_LENGTH,
            }),
            over: reason.trim().length > CANCEL_REASON_MAX_LENGTH,
          }}
        />
        {failure && (
          <p role="alert" className={form.formError}>
            {failure}
          </p>
        )}
        <div className={button.actions}>
          <button type="button" className={button.secondary} onClick={onClose}>
            {t('subscriptions.keep')}
          </button>
          <button type="submit" className={button.primary} disabled={pending} aria-busy={pending}>
            {pending ? t('subscriptions.canceling') : t('subscriptions.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
