import { LANGUAGES, type Language } from '@cp/contract';
import { CheckboxField, SelectField } from '@cp/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainFormValues } from '../lib/brand-form';
import styles from './brand.module.css';

/** The languages learners can switch between on this domain, and the one they start in. */
export function LanguagesSection({
  values,
  errors,
  onChange,
}: {
  values: DomainFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<DomainFormValues>) => void;
}) {
  const { t } = useTranslation('brand');
  const titleId = useId();
  const name = (language: Language) => t(`language.${language}`, { ns: 'common' });
  const toggle = (language: Language, on: boolean) => {
    const next = LANGUAGES.filter((l) => (l === language ? on : values.languages.includes(l)));
    onChange({ languages: next });
  };
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sections.languages')}
      </h2>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('languages.offered')}</legend>
        {LANGUAGES.map((language) => (
          <CheckboxField
            key={language}
            label={name(language)}
            lang={language}
            checked={values.languages.includes(language)}
            onChange={(event) => toggle(language, event.target.checked)}
          />
        ))}
        {(errors.languages || errors['languages.0']) && (
          <p className={styles.error}>{errors.languages ?? errors['languages.0']}</p>
        )}
      </fieldset>
      <SelectField
        label={t('languages.default')}
        hint={t('languages.defaultHint')}
        value={values.defaultLanguage}
        error={errors.default_language}
        options={LANGUAGES.map((language) => ({ value: language, label: name(language) }))}
        onChange={(event) => onChange({ defaultLanguage: event.target.value as Language })}
      />
    </section>
  );
}
