import { TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { changeStream, type StreamAction, useLearnerChange } from '../api/learner-changes';
import type { LearnerStream } from '../lib/learner';

const MAX_DAYS = 3650;

/** Confirms one operation on a stream; extending asks how many days to add to its end. */
export function StreamDialog({
  learnerId,
  stream,
  action,
  onClose,
}: {
  learnerId: number;
  stream: LearnerStream;
  action: StreamAction;
  onClose: () => void;
}) {
  const { t } = useTranslation('people');
  const [days, setDays] = useState('30');
  const [local, setLocal] = useState<string | null>(null);
  const change = useLearnerChange(learnerId, (n: number | undefined) => changeStream(stream.id, action, n));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let n: number | undefined;
    if (action === 'extend') {
      n = Number(days);
      if (!Number.isInteger(n) || n < 1 || n > MAX_DAYS) {
        setLocal(t('streams.daysInvalid', { max: MAX_DAYS }));
        return;
      }
    }
    setLocal(null);
    try {
      await change.mutateAsync(n);
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <FormDialog
      formId="stream-form"
      title={t(`streams.${action}.title`, { course: stream.courseTitle })}
      saveLabel={t(`streams.${action}.confirm`)}
      saveVariant={action === 'end' || action === 'stop' ? 'danger' : 'primary'}
      pending={change.isPending}
      failure={change.error ? errorText(change.error, t('errors.unknown', { ns: 'common' })) : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t(`streams.${action}.text`)}</p>
      {action === 'extend' && (
        <TextField
          label={t('streams.days')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_DAYS}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={local}
        />
      )}
    </FormDialog>
  );
}
