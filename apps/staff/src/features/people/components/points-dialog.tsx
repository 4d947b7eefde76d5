import { PEOPLE_POINTS_MAX, PEOPLE_REASON_MAX_LENGTH } from '@cp/contract';
import { SelectField, TextArea, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { changePoints, useLearnerChange } from '../api/learner-changes';
import type { Learner } from '../lib/learner';
import styles from './people.module.css';

/** Grants or debits points with a reason the learner reads in their history (decision 073). */
export function PointsDialog({ learner, onClose }: { learner: Learner; onClose: () => void }) {
  const { t } = useTranslation('people');
  const [kind, setKind] = useState<'grant' | 'debit'>('grant');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const change = useLearnerChange(learner.id, (body: Parameters<typeof changePoints>[1]) =>
    changePoints(learner.id, body),
  );
  const server = change.error instanceof ApiError ? fieldErrors(change.error.body) : {};
  const errors = { ...server, ...local };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(amount);
    const found: Record<string, string> = {};
    if (!Number.isInteger(n) || n < 1 || n > PEOPLE_POINTS_MAX) {
      found.amount = t('points.amountInvalid', { max: PEOPLE_POINTS_MAX });
    } else if (kind === 'debit' && n > learner.points.balance) {
      found.amount = t('points.overdraw', { balance: learner.points.balance });
    }
    if (!reason.trim()) found.reason = t('points.reasonRequired');
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutateAsync({ amount: kind === 'grant' ? n : -n, reason: reason.trim() });
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <FormDialog
      formId="points-form"
      title={t('points.dialogTitle', { name: learner.displayName })}
      saveLabel={t(kind === 'grant' ? 'points.grant' : 'points.debit')}
      pending={change.isPending}
      failure={
        change.error && Object.keys(server).length === 0
          ? errorText(change.error, t('errors.unknown', { ns: 'common' }))
          : null
      }
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={styles.quiet}>{t('points.balance', { count: learner.points.balance })}</p>
      <SelectField
        label={t('points.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value === 'debit' ? 'debit' : 'grant')}
        options={[
          { value: 'grant', label: t('points.grant') },
          { value: 'debit', label: t('points.debit') },
        ]}
      />
      <TextField
        label={t('points.amount')}
        type="number"
        inputMode="numeric"
        min={1}
        max={PEOPLE_POINTS_MAX}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
      />
      <TextArea
        label={t('points.reason')}
        value={reason}
        maxLength={PEOPLE_REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
        counterLabel={(length, max) => t('points.reasonCounter', { length, max })}
      />
      <p className={styles.quiet}>{t('points.reasonHint')}</p>
    </FormDialog>
  );
}
