import { SUPPORT_MESSAGE_MAX_LENGTH } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { FormField } from '../../../components/form/form-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { fieldMessages } from '../../../lib/support/field-messages';
import {
  fetchSupportCategories,
  guestCategories,
  type SupportCategory,
} from '../../../lib/support/support-categories';
import { sendAnonymousQuestion } from './anonymous-support-api';
import {
  type AnonymousSupportValues,
  canSubmitAnonymous,
  checkAnonymousSupport,
} from './anonymous-support-validation';

type Field = 'email' | 'name' | 'message';

/**
 * spec 01 §5 "Anonymous support form" in the login screen's support modal, loaded only when
 * a guest opens it (decision 005 budget). Topics that need a product are not offered (§3).
 */
export function AnonymousSupportForm() {
  const { t } = useTranslation('support');
  const topicId = useId();
  const [values, setValues] = useState<AnonymousSupportValues>({
    email: '',
    name: '',
    message: '',
    categoryId: null,
  });
  const [categories, setCategories] = useState<SupportCategory[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inFlight = useRef(false);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  useEffect(() => {
    const controller = new AbortController();
    // Without topics the form still works: the request goes without one.
    fetchSupportCategories(controller.signal).then(
      (all) => setCategories(guestCategories(all)),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const change = (field: keyof AnonymousSupportValues, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: field === 'categoryId' ? (value ? Number(value) : null) : value,
    }));
    if (field !== 'categoryId') setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const check = checkAnonymousSupport(values);
    if (check.kind === 'ignored') {
      // spec 01 §5: silently ignored; the empty field gets the focus, nothing is sent.
      refs[check.firstEmpty].current?.focus();
      return;
    }
    if (check.kind === 'invalid') {
      const shown = {
        ...(check.errors.email && { email: t('guest.emailInvalid') }),
        ...(check.errors.message && {
          message: t('validation.message.max', { max: SUPPORT_MESSAGE_MAX_LENGTH }),
        }),
        ...(check.errors.name && { name: t('validation.message.max', { max: 255 }) }),
      };
      setErrors(shown);
      const first = (['email', 'name', 'message'] as const).find((field) => shown[field]);
      if (first) refs[first].current?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    setFailed(false);
    try {
      await sendAnonymousQuestion(check.question);
      setSentTo(check.question.email);
    } catch (failure) {
      const fields = fieldMessages(failure);
      setErrors({
        ...(fields.email && { email: fields.email }),
        ...(fields.name && { name: fields.name }),
        ...(fields.message && { message: fields.message }),
      });
      setFailed(true);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <p role="status" className={form.success}>
        {t('guest.sent', { email: sentTo })}
      </p>
    );
  }

  const length = values.message.trim().length;
  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('guest.title')}
    >
      <p className={form.hint}>{t('guest.required')}</p>
      <FormField
        inputRef={refs.email}
        label={t('guest.email')}
        error={errors.email ?? null}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <FormField
        inputRef={refs.name}
        label={t('guest.name')}
        error={errors.name ?? null}
        name="name"
        autoComplete="given-name"
        required
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
      />
      {categories.length > 0 && (
        <div className={form.field}>
          <label htmlFor={topicId} className={form.label}>
            {t('guest.topic')}
          </label>
          <select
            id={topicId}
            className={form.input}
            value={values.categoryId ?? ''}
            onChange={(event) => change('categoryId', event.target.value)}
          >
            <option value="">{t('guest.noTopic')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextareaField
        textareaRef={refs.message}
        label={t('guest.message')}
        error={errors.message ?? null}
        counter={{
          text: t('form.counter', { length, max: SUPPORT_MESSAGE_MAX_LENGTH }),
          over: length > SUPPORT_MESSAGE_MAX_LENGTH,
        }}
        name="message"
        rows={5}
        required
        value={values.message}
        onChange={(event) => change('message', event.target.value)}
      />
      {failed && (
        <p role="alert" className={form.formError}>
          {t('failed')}
        </p>
      )}
      <button
        type="submit"
        className={`${button.primary} ${form.submit}`}
        disabled={!canSubmitAnonymous(values.message, sending)}
        aria-busy={sending}
      >
        {sending ? t('guest.sending') : t('guest.submit')}
      </button>
    </form>
  );
}
