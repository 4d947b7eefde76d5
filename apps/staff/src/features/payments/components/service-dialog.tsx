import { SERVICE_TYPES, type StaffCourse, type StaffService, SUBSCRIPTION_INTERVALS } from '@cp/contract';
import { Button, Dialog, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { useSaveRow } from '../api/catalogue';
import { emptyServiceForm, type ServiceForm, serviceFormBody, serviceToForm } from '../lib/service-form';
import { serverFieldErrors, translateErrors } from './form-fields';
import styles from './payments.module.css';
import { SelectField } from './select-field';

const SERVER_NAMES: Record<string, keyof ServiceForm> = {
  type: 'type',
  title: 'title',
  course_id: 'courseId',
  price: 'price',
  duration_days: 'durationDays',
  interval: 'interval',
  period: 'period',
  questions_count: 'questionsCount',
  appstore_product_code: 'appstoreCode',
};

/** Creates or edits a service: the price typed in major units, sent in minor units. */
export function ServiceDialog({
  service,
  courses,
  currency,
  defaultCourseId,
  onClose,
}: {
  service: StaffService | null;
  courses: StaffCourse[];
  currency: string;
  defaultCourseId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const save = useSaveRow('services');
  const [form, setForm] = useState<ServiceForm>(
    service ? serviceToForm(service) : emptyServiceForm(defaultCourseId),
  );
  const [errors, setErrors] = useState<Partial<Record<keyof ServiceForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof ServiceForm>(key: K, value: ServiceForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = serviceFormBody(form, currency);
    if ('errors' in result) {
      setErrors(translateErrors(t, 'services.errors', result.errors));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ body: result.body, id: service?.id });
      onClose();
    } catch (error) {
      const mapped = serverFieldErrors(
        error instanceof ApiError ? fieldErrors(error.body) : {},
        SERVER_NAMES,
      );
      setErrors(mapped.fields);
      if (mapped.rest || Object.keys(mapped.fields).length === 0) {
        setFailure(mapped.rest ?? errorText(error, t('common:errors.unknown')));
      }
    }
  };

  return (
    <Dialog
      title={service ? t('services.editTitle') : t('services.createTitle')}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form="payments-service-form" busy={save.isPending}>
            {t('actions.save')}
          </Button>
        </>
      }
    >
      <form id="payments-service-form" className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('services.title')}
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
          maxLength={255}
          required
        />
        <div className={styles.pair}>
          <SelectField
            label={t('services.type')}
            value={form.type}
            onChange={(e) => set('type', e.target.value as ServiceForm['type'])}
            options={SERVICE_TYPES.map((type) => ({ value: type, label: t(`serviceType.${type}`) }))}
          />
          <SelectField
            label={t('services.course')}
            value={form.courseId}
            onChange={(e) => set('courseId', e.target.value)}
            error={errors.courseId}
            options={[
              { value: '', label: t('services.chooseCourse') },
              ...courses.map((c) => ({ value: String(c.id), label: c.title })),
            ]}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={t('services.price', { currency })}
            inputMode="decimal"
            value={form.price}
            onChange={(e) => set('price', e.target.value)}
            error={errors.price}
            hint={t('services.priceHint')}
            required
          />
          <TextField
            label={t('services.duration')}
            inputMode="numeric"
            value={form.durationDays}
            onChange={(e) => set('durationDays', e.target.value)}
            error={errors.durationDays}
          />
        </div>
        {form.type === 'course_subscription' && (
          <div className={styles.pair}>
            <TextField
              label={t('services.period')}
              inputMode="numeric"
              value={form.period}
              onChange={(e) => set('period', e.target.value)}
              error={errors.period}
            />
            <SelectField
              label={t('services.interval')}
              value={form.interval}
              onChange={(e) => set('interval', e.target.value as ServiceForm['interval'])}
              options={SUBSCRIPTION_INTERVALS.map((i) => ({ value: i, label: t(`intervalName.${i}`) }))}
            />
          </div>
        )}
        {form.type === 'expert_additional_question' && (
          <TextField
            label={t('services.questions')}
            inputMode="numeric"
            value={form.questionsCount}
            onChange={(e) => set('questionsCount', e.target.value)}
            error={errors.questionsCount}
          />
        )}
        <TextField
          label={t('services.appstoreCode')}
          value={form.appstoreCode}
          onChange={(e) => set('appstoreCode', e.target.value)}
          error={errors.appstoreCode}
          maxLength={255}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
          {t('services.active')}
        </label>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
