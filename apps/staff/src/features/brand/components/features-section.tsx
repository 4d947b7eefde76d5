import { CheckboxField, TextField } from '@cp/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type BrandFormValues, FEATURE_FLAGS } from '../lib/brand-form';
import styles from './brand.module.css';

/** The brand's feature flags (spec 01 §3 "Brand config"), each with what it does for learners. */
export function FeaturesSection({
  values,
  errors,
  onChange,
}: {
  values: BrandFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<BrandFormValues>) => void;
}) {
  const { t } = useTranslation('brand');
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sections.features')}
      </h2>
      {FEATURE_FLAGS.map((flag) => (
        <CheckboxField
          key={flag}
          label={t(`features.${flag}.label`)}
          hint={t(`features.${flag}.hint`)}
          checked={values.flags[flag]}
          error={errors[flag]}
          onChange={(event) => onChange({ flags: { ...values.flags, [flag]: event.target.checked } })}
        />
      ))}
      <div className={styles.grid}>
        <TextField
          label={t('features.daysShowWarning')}
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          value={values.daysShowWarning}
          error={errors.daysShowWarning}
          onChange={(event) => onChange({ daysShowWarning: event.target.value })}
        />
        <TextField
          label={t('features.messageDelay')}
          type="number"
          inputMode="numeric"
          min={0}
          max={3600}
          value={values.messageDelay}
          error={errors.messageDelay}
          onChange={(event) => onChange({ messageDelay: event.target.value })}
        />
      </div>
    </section>
  );
}
