import { BANNER_PLATFORMS, type ConsoleBanner, type StaffCourse } from '@cp/contract';
import { CheckboxField, TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { ImageField } from '../../../lib/ui/image-field';
import { uploadImage } from '../api/upload-image';
import { BANNER_SERVER_NAMES, type BannerForm, bannerBody, bannerToForm, toggled } from '../lib/banner-form';
import styles from './content.module.css';
import { PositionsField } from './positions-field';
import { useContentForm } from './use-content-form';

/** A group of checkboxes of the school's courses (a banner's "only for" or "not for" list). */
function CourseList({
  legend,
  hint,
  courses,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint: string;
  courses: StaffCourse[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{legend}</legend>
      <p className={styles.hint}>{hint}</p>
      {error && <p className={styles.fieldError}>{error}</p>}
      <div className={styles.checks}>
        {courses.map((c) => (
          <CheckboxField
            key={c.id}
            label={c.title}
            checked={value.includes(c.id)}
            onChange={(e) => onChange(toggled(value, c.id, e.target.checked))}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Adds or changes a banner: title, picture, link, order, platforms, positions and course lists. */
export function BannerDialog({
  banner,
  courses,
  onClose,
}: {
  banner: ConsoleBanner | null;
  courses: StaffCourse[];
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const { form, set, field, errors, dialog } = useContentForm<BannerForm>({
    list: 'banners',
    id: banner?.id,
    initial: () => bannerToForm(banner),
    toBody: (f) => bannerBody(f, banner),
    serverNames: BANNER_SERVER_NAMES,
    onClose,
  });
  return (
    <FormDialog
      formId="content-banner-form"
      title={banner ? t('banners.editTitle') : t('banners.createTitle')}
      {...dialog}
    >
      <TextField
        label={t('fields.title')}
        {...field('title')}
        hint={t('banners.titleHint')}
        maxLength={255}
        required
      />
      <ImageField
        label={t('fields.image')}
        value={form.image}
        onChange={(v) => set('image', v)}
        upload={uploadImage}
        error={errors.image}
      />
      <div className={styles.pair}>
        <TextField label={t('fields.link')} {...field('link')} hint={t('fields.linkHint')} inputMode="url" />
        <TextField
          label={t('fields.sort')}
          inputMode="numeric"
          {...field('sort')}
          hint={t('fields.sortHint')}
        />
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.label}>{t('fields.platforms')}</legend>
        <p className={styles.hint}>{t('banners.platformsHint')}</p>
        <div className={styles.checks}>
          {BANNER_PLATFORMS.map((p) => (
            <CheckboxField
              key={p}
              label={t(`platforms.${p}`)}
              checked={form.platforms.includes(p)}
              onChange={(e) => set('platforms', toggled(form.platforms, p, e.target.checked))}
            />
          ))}
        </div>
      </fieldset>
      <PositionsField value={form.positions} onChange={(v) => set('positions', v)} error={errors.positions} />
      {courses.length > 0 && (
        <>
          <CourseList
            legend={t('banners.onlyCourses')}
            hint={t('banners.onlyCoursesHint')}
            courses={courses}
            value={form.courseIds}
            onChange={(v) => set('courseIds', v)}
            error={errors.courseIds}
          />
          <CourseList
            legend={t('banners.notCourses')}
            hint={t('banners.notCoursesHint')}
            courses={courses}
            value={form.notCourseIds}
            onChange={(v) => set('notCourseIds', v)}
            error={errors.notCourseIds}
          />
        </>
      )}
    </FormDialog>
  );
}
