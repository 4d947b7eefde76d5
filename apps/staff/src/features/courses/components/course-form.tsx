import type { ConsoleManifest } from '@cp/contract';
import { CheckboxField, TextArea, TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { CourseImageField } from './course-image-field';
import styles from './courses.module.css';
import { NumberField } from './number-field';

interface CourseFormProps {
  manifest: ConsoleManifest;
  onChange: (manifest: ConsoleManifest) => void;
  errorOf: (field: string) => string | undefined;
}

type DemoFlag = 'documents' | 'expert_messages' | 'user_messages' | 'offline';
const DEMO_FLAGS: { flag: DemoFlag; label: string; hint: string }[] = [
  { flag: 'documents', label: 'demoDocuments', hint: 'demoDocumentsHint' },
  { flag: 'expert_messages', label: 'demoExpert', hint: 'demoExpertHint' },
  { flag: 'user_messages', label: 'demoUser', hint: 'demoUserHint' },
  { flag: 'offline', label: 'demoOffline', hint: 'demoOfflineHint' },
];

/** The course's own fields (spec 02 §3 Course), its pictures and its demo flags. */
export function CourseForm({ manifest: m, onChange, errorOf }: CourseFormProps) {
  const { t } = useTranslation('courses');
  const text = (key: keyof ConsoleManifest) => ({
    name: key,
    value: (m[key] as string | undefined) ?? '',
    error: errorOf(key),
    onChange: (event: { target: { value: string } }) =>
      onChange({
        ...m,
        [key]: event.target.value === '' && key !== 'title' ? undefined : event.target.value,
      }),
  });
  const demo = m.demo ?? {};
  return (
    <div className={styles.form}>
      <TextField label={t('course.title')} required {...text('title')} />
      <TextField label={t('course.shortTitle')} {...text('short_title')} />
      <div className={styles.pair}>
        <TextField label={t('course.category')} {...text('category')} />
        <TextField label={t('course.complexity')} {...text('complexity')} />
      </div>
      <TextArea
        label={t('course.shortDescription')}
        rows={3}
        maxLength={2000}
        counterLabel={(length, max) => t('counter', { length, max })}
        {...text('short_description')}
      />
      <NumberField
        label={t('course.consultationLimit')}
        hint={t('course.consultationLimitHint')}
        name="consultation_limit"
        value={m.consultation_limit}
        onChange={(value) => onChange({ ...m, consultation_limit: value })}
        error={errorOf('consultation_limit')}
      />
      <CourseImageField
        field="main_image_url"
        label={t('course.mainImage')}
        addressLabel={t('course.mainImageAddress')}
        manifest={m}
        onChange={onChange}
        errorOf={errorOf}
      />
      <CourseImageField
        field="background_image_url"
        label={t('course.backgroundImage')}
        addressLabel={t('course.backgroundImageAddress')}
        manifest={m}
        onChange={onChange}
        errorOf={errorOf}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('course.demo')}</legend>
        {DEMO_FLAGS.map(({ flag, label, hint }) => (
          <CheckboxField
            key={flag}
            name={`demo.${flag}`}
            label={t(`course.${label}`)}
            hint={t(`course.${hint}`)}
            // The import's default for every demo flag is on.
            checked={demo[flag] ?? true}
            onChange={(event) => onChange({ ...m, demo: { ...demo, [flag]: event.target.checked } })}
          />
        ))}
      </fieldset>
    </div>
  );
}
