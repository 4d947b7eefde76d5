import { VIDEO_CONSULTATION_NOTE_MAX_LENGTH } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { FormField } from '../../../components/form/form-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { errorText } from '../../../lib/api/api-error';
import { formatTimeZone } from '../../../lib/format/format-time-zone';
import { fieldMessages } from '../../../lib/support/field-messages';
import type { VideoConsultationOffer } from '../api/get-video-consultation-offers';
import type { VideoConsultation } from '../api/get-video-consultations';
import { useOrderVideoConsultation } from '../api/order-video-consultation';
import { loadPhoneCheck, type OrderFormValues, orderFormSchema } from './order-validation';
import styles from './video-consultations.module.css';
import { formatSlotDate } from './when';

interface OrderFormProps {
  consultation: VideoConsultation;
  offer: VideoConsultationOffer;
  onDone: (ordered: VideoConsultation) => void;
}

/**
 * spec 02 §2 ordering: date and time from the schedule's free slots, phone (spec 02 §5 "Phone
 * format must be valid") and comment. The server's answer to a field (a slot just taken, a
 * number it does not accept) shows under that field; anything else above the button.
 */
export function OrderForm({ consultation, offer, onDone }: OrderFormProps) {
  const { t, i18n } = useTranslation('videoconsultations');
  const order = useOrderVideoConsultation();
  const ids = { date: useId(), time: useId() };
  const dates = useMemo(() => [...new Set(offer.slots.map((s) => s.date))], [offer.slots]);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<OrderFormValues>({
    resolver: zodResolver(orderFormSchema),
    defaultValues: { date: dates[0] ?? '', slot: '', phone: consultation.phone, note: consultation.note },
  });
  const phoneField = register('phone');
  const noteField = register('note');
  const date = watch('date');
  const note = watch('note') ?? '';
  const times = offer.slots.filter((s) => s.date === date);
  const shown = (key: keyof OrderFormValues) => {
    const text = errors[key]?.message;
    return text ? (text.startsWith('form.') ? t(text as 'form.errors.phone') : text) : null;
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      onDone(
        await order.mutateAsync({
          id: consultation.id,
          startDateTime: Number(values.slot),
          phone: values.phone.trim(),
          note: values.note.trim(),
        }),
      );
    } catch (failure) {
      const fields = fieldMessages(failure);
      if (fields.phone) setError('phone', { message: fields.phone }, { shouldFocus: true });
      if (fields.start_date_time)
        setError('slot', { message: fields.start_date_time }, { shouldFocus: true });
      if (fields.note) setError('note', { message: fields.note });
      if (!fields.phone && !fields.start_date_time && !fields.note) {
        setError('root', { message: errorText(failure, t('form.failed')) });
      }
    }
  });

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate aria-label={t('form.title')}>
      <div className={styles.pair}>
        <div className={form.field}>
          <label htmlFor={ids.date} className={form.label}>
            {t('form.date')}
          </label>
          <select
            id={ids.date}
            className={form.input}
            aria-invalid={errors.date ? true : undefined}
            {...register('date', { onChange: () => setValue('slot', '') })}
          >
            {dates.map((d) => (
              <option key={d} value={d}>
                {formatSlotDate(d, i18n.language)}
              </option>
            ))}
          </select>
          {shown('date') && <p className={form.error}>{shown('date')}</p>}
        </div>
        <div className={form.field}>
          <label htmlFor={ids.time} className={form.label}>
            {t('form.time')}
          </label>
          <select
            id={ids.time}
            className={form.input}
            aria-invalid={errors.slot ? true : undefined}
            aria-describedby={errors.slot ? `${ids.time}-error` : `${ids.time}-hint`}
            {...register('slot')}
          >
            <option value="">{t('form.chooseTime')}</option>
            {times.map((s) => (
              <option key={s.startDateTime} value={String(s.startDateTime)}>
                {s.time}
              </option>
            ))}
          </select>
          <p id={`${ids.time}-hint`} className={form.hint}>
            {t('form.timeZone', {
              zone: formatTimeZone(offer.timeZone, i18n.language),
              minutes: offer.durationMinutes,
            })}
          </p>
          {shown('slot') && (
            <p id={`${ids.time}-error`} className={form.error}>
              {shown('slot')}
            </p>
          )}
        </div>
      </div>
      <FormField
        label={t('form.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+7 912 345-67-89"
        hint={t('form.phoneHint')}
        error={shown('phone')}
        {...phoneField}
        inputRef={phoneField.ref}
        onFocus={() => void loadPhoneCheck()}
      />
      <TextareaField
        label={t('form.note')}
        error={shown('note')}
        counter={{
          text: `${note.trim().length} / ${VIDEO_CONSULTATION_NOTE_MAX_LENGTH}`,
          over: note.trim().length > VIDEO_CONSULTATION_NOTE_MAX_LENGTH,
        }}
        {...noteField}
        textareaRef={noteField.ref}
      />
      {errors.root?.message && (
        <p className={form.formError} role="alert">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className={`${button.primary} ${form.submit}`} disabled={order.isPending}>
        {order.isPending
          ? t('form.sending')
          : consultation.status === 'waiting'
            ? t('form.change')
            : t('form.submit')}
      </button>
    </form>
  );
}
