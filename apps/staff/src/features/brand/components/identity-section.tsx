import { THEME_COLOR_VARIABLES, type ThemeColorVariable } from '@cp/contract';
import { Button, TextField } from '@cp/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { colorField, type DomainFormValues } from '../lib/brand-form';
import styles from './brand.module.css';

/** `--color-primary-contrast` -> `primaryContrast`: the key of its label. */
const colorKey = (name: ThemeColorVariable) =>
  name.replace(/^--color-/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export interface IdentitySectionProps {
  values: DomainFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<DomainFormValues>) => void;
  onUpload: (file: File) => void;
  uploading: boolean;
  uploadStatus: { kind: 'done' | 'error'; text: string } | null;
}

/** Title, domain name, header logo (uploaded and saved at once) and the theme colours. */
export function IdentitySection({
  values,
  errors,
  onChange,
  onUpload,
  uploading,
  uploadStatus,
}: IdentitySectionProps) {
  const { t } = useTranslation('brand');
  const titleId = useId();
  const fileId = useId();
  const fileHintId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sections.identity')}
      </h2>
      <div className={styles.grid}>
        <TextField
          label={t('identity.title')}
          hint={t('identity.titleHint')}
          value={values.title}
          error={errors.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <TextField
          label={t('identity.name')}
          hint={t('identity.nameHint')}
          value={values.name}
          error={errors.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('identity.logo')}</legend>
        <div className={styles.inline}>
          {values.logo ? (
            <img className={styles.logo} src={values.logo} alt={t('identity.logoAlt')} />
          ) : (
            <p className={styles.hint}>{t('identity.logoNone')}</p>
          )}
          {values.logo && (
            <Button variant="secondary" size="small" onClick={() => onChange({ logo: '' })}>
              {t('identity.logoRemove')}
            </Button>
          )}
        </div>
        <label htmlFor={fileId}>{t('identity.logoUpload')}</label>
        <input
          id={fileId}
          className={styles.fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          aria-describedby={fileHintId}
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onUpload(file);
            event.target.value = '';
          }}
        />
        <p id={fileHintId} className={styles.hint}>
          {t('identity.logoHint')}
        </p>
        {uploadStatus && (
          <p
            role={uploadStatus.kind === 'error' ? 'alert' : 'status'}
            className={uploadStatus.kind === 'error' ? styles.error : styles.status}
          >
            {uploadStatus.text}
          </p>
        )}
        {errors['frontendSettings.spa_header_logo'] && (
          <p className={styles.error}>{errors['frontendSettings.spa_header_logo']}</p>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('identity.colors')}</legend>
        <div className={styles.grid}>
          {THEME_COLOR_VARIABLES.map((name) => (
            <div key={name} className={styles.color}>
              <span
                className={styles.swatch}
                style={{ background: values.colors[name] }}
                aria-hidden="true"
              />
              <TextField
                label={t(`identity.color.${colorKey(name)}`)}
                hint={t('identity.colorHint')}
                value={values.colors[name]}
                error={errors[colorField(name)]}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) =>
                  onChange({ colors: { ...values.colors, [name]: event.target.value.trim() } })
                }
              />
            </div>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
