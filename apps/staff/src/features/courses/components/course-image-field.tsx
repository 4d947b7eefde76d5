import type { ConsoleManifest } from '@cp/contract';
import { TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../lib/ui/image-field';
import { uploadCourseImage } from '../api/upload-course-image';
import styles from './courses.module.css';

type ImageKey = 'main_image_url' | 'background_image_url';

interface CourseImageFieldProps {
  field: ImageKey;
  label: string;
  addressLabel: string;
  manifest: ConsoleManifest;
  onChange: (manifest: ConsoleManifest) => void;
  errorOf: (field: string) => string | undefined;
}

/**
 * A course picture (issue 28, decision 118): uploaded like the brand's art and shown, or named by
 * an address as imported courses do (a path of this site or an https address). Either way the
 * draft keeps the address; removing the picture empties it.
 */
export function CourseImageField({
  field,
  label,
  addressLabel,
  manifest: m,
  onChange,
  errorOf,
}: CourseImageFieldProps) {
  const { t } = useTranslation('courses');
  const url = m[field];
  const set = (value: string | undefined) => onChange({ ...m, [field]: value || undefined });
  return (
    <div className={styles.imageField}>
      <ImageField
        label={label}
        value={url ? { url, name: label } : null}
        onChange={(image) => set(image?.url)}
        upload={uploadCourseImage}
        removable
      />
      <TextField
        label={addressLabel}
        hint={t('course.imageHint')}
        name={field}
        value={url ?? ''}
        error={errorOf(field)}
        inputMode="url"
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );
}
