import { SUPPORT_MESSAGE_MAX_LENGTH } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import form from '../../../components/form/form.module.css';
import { TextareaField } from '../../../components/form/textarea-field';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { errorText } from '../../../lib/api/api-error';
import { useCurrentUser } from '../../../lib/session/current-user-query';
import { fieldMessages } from '../../../lib/support/field-messages';
import type { SupportCategory } from '../../../lib/support/support-categories';
import { useSupportStreams } from '../api/get-support-streams';
import { sendTechQuestion, type TechQuestion } from '../api/send-tech-question';
import { SelectField } from './select-field';
import styles from './support.module.css';
import { SUPPORT_PATHS } from './support-paths';
import {
  requesterName,
  type SupportFormErrors,
  takesAutoRequest,
  validateSupportRequest,
} from './support-validation';

interface SupportFormProps {
  categories: SupportCategory[];
  category: SupportCategory;
  /** The course of the address (`/support/{categoryId}/{streamId}`), if any. */
  streamId: number | null;
  onTopic: (categoryId: number) => void;
  onCourse: (streamId: number) => void;
}

type ShownErrors = { category?: string; stream?: string; message?: string };

/**
 * spec 01 §2 support request form: topic, course (when the topic is about one of the
 * learner's courses), text with a counter (spec 01 §5, at most 500). Failure shows the
 * spec's try-again message (§8) and keeps everything typed.
 */
export function SupportForm({ categories, category, streamId, onTopic, onCourse }: SupportFormProps) {
  const { t } = useTranslation(['support', 'common']);
  const { brand } = useAppConfig().components;
  const { data: user } = useCurrentUser();
  const streams = useSupportStreams(category.needsCourse);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<ShownErrors>({});
  const [formError, setFormError] = useState<{ text: string; detail: string | null } | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<TechQuestion | null>(null);
  const inFlight = useRef(false);
  const refs = {
    category: useRef<HTMLSelectElement>(null),
    stream: useRef<HTMLSelectElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const messageOptional = takesAutoRequest(category.id, brand.supportCategoryIds);
  const streamList = streams.data ?? [];
  const knownStream = streamId !== null && streamList.some((s) => s.id === streamId);
  const unknownStream = category.needsCourse && streamId !== null && streams.isSuccess && !knownStream;
  const length = message.trim().length;

  // A topic or course picked anew clears what was said about the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new topic or course only
  useEffect(() => {
    setErrors(({ message: kept }) => (kept ? { message: kept } : {}));
    setFormError(null);
  }, [category.id, streamId]);

  const show = (found: SupportFormErrors): ShownErrors => ({
    ...(found.category && { category: t('validation.category') }),
    ...(found.stream && { stream: t('validation.stream') }),
    ...(found.message && {
      message: t(`validation.message.${found.message}`, { max: SUPPORT_MESSAGE_MAX_LENGTH }),
    }),
  });

  const focusFirst = (shown: ShownErrors) => {
    const first = (['category', 'stream', 'message'] as const).find((field) => shown[field]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !user) return;
    const validation = validateSupportRequest({
      category,
      streamId: knownStream ? streamId : null,
      message,
      messageOptional,
      name: requesterName(user),
    });
    setFormError(null);
    if (!validation.ok) {
      const shown = show(validation.errors);
      setErrors(shown);
      focusFirst(shown);
      return;
    }
    setErrors({});
    inFlight.current = true;
    setPending(true);
    try {
      setSent(await sendTechQuestion(validation.request));
      setMessage('');
    } catch (failure) {
      const fields = fieldMessages(failure);
      const shown: ShownErrors = {
        ...(fields.support_category_id && { category: fields.support_category_id }),
        ...(fields.target_id && { stream: fields.target_id }),
        ...(fields.message && { message: fields.message }),
      };
      setErrors(shown);
      const rest = Object.entries(fields)
        .filter(([field]) => !['support_category_id', 'target_id', 'message'].includes(field))
        .map(([, text]) => text);
      setFormError({
        text: t('failed'),
        detail: rest.length > 0 ? rest.join(' ') : Object.keys(shown).length ? null : errorText(failure, ''),
      });
      focusFirst(shown);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  if (sent) {
    return (
      <SupportSent
        email={user?.email ?? null}
        onAnother={() => {
          setSent(null);
        }}
      />
    );
  }

  return (
    <form className={form.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <SelectField
        selectRef={refs.category}
        label={t('form.topic')}
        value={String(category.id)}
        onChange={(value) => onTopic(Number(value))}
        error={errors.category ?? null}
      >
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </SelectField>
      {category.needsCourse && (
        <CourseField
          selectRef={refs.stream}
          streams={streams}
          value={knownStream ? String(streamId) : ''}
          onChange={onCourse}
          error={errors.stream ?? (unknownStream ? t('form.unknownCourse') : null)}
        />
      )}
      <TextareaField
        textareaRef={refs.message}
        label={messageOptional ? t('form.messageOptional') : t('form.message')}
        hint={messageOptional ? t('form.optionalHint') : undefined}
        counter={{
          text: t('form.counter', { length, max: SUPPORT_MESSAGE_MAX_LENGTH }),
          over: length > SUPPORT_MESSAGE_MAX_LENGTH,
        }}
        error={errors.message ?? null}
        name="message"
        rows={6}
        value={message}
        required={!messageOptional}
        onChange={(event) => {
          setMessage(event.target.value);
          setErrors(({ message: _dropped, ...rest }) => rest);
        }}
      />
      {formError && (
        <div role="alert" className={form.formError}>
          <p className={styles.alertText}>{formError.text}</p>
          {formError.detail && <p className={styles.alertDetail}>{formError.detail}</p>}
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={pending} aria-busy={pending}>
          {pending ? t('form.sending') : t('form.submit')}
        </button>
        <Link to={SUPPORT_PATHS.centre}>{t('form.back')}</Link>
      </div>
    </form>
  );
}

function CourseField({
  streams,
  value,
  onChange,
  error,
  selectRef,
}: {
  streams: ReturnType<typeof useSupportStreams>;
  value: string;
  onChange: (streamId: number) => void;
  error: string | null;
  selectRef: React.Ref<HTMLSelectElement>;
}) {
  const { t } = useTranslation(['support', 'common']);
  if (streams.isError) {
    return (
      <div role="alert" className={form.formError}>
        <p className={styles.alertText}>{t('form.coursesFailed')}</p>
        <button type="button" className={button.secondary} onClick={() => void streams.refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  const list = streams.data ?? [];
  if (streams.isSuccess && list.length === 0) {
    return <p className={form.formError}>{t('form.noCourses')}</p>;
  }
  return (
    <SelectField
      selectRef={selectRef}
      label={t('form.course')}
      value={value}
      disabled={!streams.isSuccess}
      onChange={(next) => next && onChange(Number(next))}
      error={error}
    >
      <option value="">{streams.isSuccess ? t('form.chooseCourse') : t('common:status.loading')}</option>
      {list.map((stream) => (
        <option key={stream.id} value={stream.id}>
          {stream.title}
        </option>
      ))}
    </SelectField>
  );
}

/** The success state: what happens next, and a way to write again. */
function SupportSent({ email, onAnother }: { email: string | null; onAnother: () => void }) {
  const { t } = useTranslation('support');
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={form.success} role="status" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={ui.sectionTitle}>
        {t('success.title')}
      </h2>
      <p>{email ? t('success.text', { email }) : t('success.textNoEmail')}</p>
      <div className={styles.actions}>
        <button type="button" className={button.secondary} onClick={onAnother}>
          {t('success.another')}
        </button>
        <Link to={SUPPORT_PATHS.centre}>{t('success.toTopics')}</Link>
      </div>
    </div>
  );
}
