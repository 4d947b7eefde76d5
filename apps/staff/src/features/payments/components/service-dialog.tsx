import { SERVICE_TYPES, type StaffCourse, type StaffService, SUBSCRIPTION_INTERVALS } from '@cp/contract';
import { SelectField, TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { emptyServiceForm, type ServiceForm, serviceFormBody, serviceToForm } from '../lib/service-form';
import styles from './payments.module.css';
import { useRowForm } from './use-row-form';

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
  const { form, set, field, dialog } = useRowForm<ServiceForm>({
    list: 'services',
    id: service?.id,
    initial: () => (service ? serviceToForm(service) : emptyServiceForm(defaultCourseId)),
    toBody: (f) => serviceFormBody(f, currency),
    errorPrefix: 'services.errors',
    serverNames: SERVER_NAMES,
    currency,
    onClose,
  });

  return (
    <FormDialog
      formId="payments-service-form"
      title={service ? t('services.editTitle') : t('services.createTitle')}
      {...dialog}
    >
      <TextField label={t('services.title')} {...field('title')} maxLength={255} required />
      <div className={styles.pair}>
        <SelectField
          label={t('services.type')}
          value={form.type}
          onChange={(e) => set('type', e.target.value as ServiceForm['type'])}
          options={SERVICE_TYPES.map((type) => ({ value: type, label: t(`serviceType.${type}`) }))}
        />
        <SelectField
          label={t('services.course')}
          {...field('courseId')}
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
          {...field('price')}
          hint={t('services.priceHint')}
          required
        />
        <TextField label={t('services.duration')} inputMode="numeric" {...field('durationDays')} />
      </div>
      {form.type === 'course_subscription' && (
        <div className={styles.pair}>
          <TextField label={t('services.period')} inputMode="numeric" {...field('period')} />
          <SelectField
            label={t('services.interval')}
            value={form.interval}
            onChange={(e) => set('interval', e.target.value as ServiceForm['interval'])}
            options={SUBSCRIPTION_INTERVALS.map((i) => ({ value: i, label: t(`intervalName.${i}`) }))}
          />
        </div>
      )}
      {form.type === 'expert_additional_question' && (
        <TextField label={t('services.questions')} inputMode="numeric" {...field('questionsCount')} />
      )}
      <TextField label={t('services.appstoreCode')} {...field('appstoreCode')} maxLength={255} />
      <label className={styles.check}>
        <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
        {t('services.active')}
      </label>
    </FormDialog>
  );
}
