import { TextField } from '@cp/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainFormValues } from '../lib/brand-form';
import styles from './brand.module.css';

/** spa_footer_1..3: plain text lines under every learner screen. */
export function FooterSection({
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
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sections.footer')}
      </h2>
      {values.footer.map((text, index) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: the three footer lines have fixed places.
          key={index}
          label={t('footer.line', { number: index + 1 })}
          hint={t('footer.hint')}
          value={text}
          maxLength={500}
          error={errors[`frontendSettings.spa_footer_${index + 1}`]}
          onChange={(event) => {
            const footer = [...values.footer] as DomainFormValues['footer'];
            footer[index] = event.target.value;
            onChange({ footer });
          }}
        />
      ))}
    </section>
  );
}
