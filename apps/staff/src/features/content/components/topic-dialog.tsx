import { type ConsoleSupportCategory, LANGUAGES } from '@cp/contract';
import { CheckboxField, TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { TOPIC_SERVER_NAMES, type TopicForm, topicBody, topicToForm } from '../lib/topic-form';
import styles from './content.module.css';
import { useContentForm } from './use-content-form';

/** Adds or changes a support topic: its number (new topics only), titles, order and what it asks. */
export function TopicDialog({
  topic,
  onClose,
}: {
  topic: ConsoleSupportCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const { form, set, field, dialog } = useContentForm<TopicForm>({
    list: 'topics',
    id: topic?.id,
    initial: () => topicToForm(topic),
    toBody: (f) => topicBody(f, topic === null),
    serverNames: TOPIC_SERVER_NAMES,
    onClose,
  });
  return (
    <FormDialog
      formId="content-topic-form"
      title={topic ? t('topics.editTitle') : t('topics.createTitle')}
      {...dialog}
    >
      {LANGUAGES.map((lang) => (
        <TextField
          key={lang}
          label={t(`fields.titleIn.${lang}`)}
          lang={lang}
          {...field(lang)}
          maxLength={255}
        />
      ))}
      <div className={styles.pair}>
        <TextField
          label={t('topics.number')}
          inputMode="numeric"
          {...field('id')}
          hint={topic ? t('topics.numberFixed') : t('topics.numberHint')}
          disabled={topic !== null}
        />
        <TextField
          label={t('fields.sort')}
          inputMode="numeric"
          {...field('sort')}
          hint={t('fields.sortHint')}
        />
      </div>
      <CheckboxField
        label={t('topics.aboutCourse')}
        hint={t('topics.aboutCourseHint')}
        checked={form.aboutCourse}
        onChange={(e) => set('aboutCourse', e.target.checked)}
      />
      <CheckboxField
        label={t('topics.signedInOnly')}
        hint={t('topics.signedInOnlyHint')}
        checked={form.requireProduct}
        onChange={(e) => set('requireProduct', e.target.checked)}
      />
    </FormDialog>
  );
}
