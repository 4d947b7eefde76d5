import {
  type ConsoleSupportCategory,
  SUPPORT_CATEGORY_SETTINGS,
  type SupportCategorySetting,
} from '@cp/contract';
import { SelectField } from '@cp/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { topicTitle } from '../../../lib/support/topic-title';
import type { BrandFormValues } from '../lib/brand-form';
import styles from './brand.module.css';

/**
 * Where the app files the requests it sends by itself (spec 01 §3 `supportCategoryIds`): a
 * homework day reported from the homework screen, a course or consultation to renew. Only the
 * school's own topics are offered; a number the brand names that the school lacks (a school made
 * before it had topics of its own) shows as such, so the administrator sees what to fix.
 */
export function SupportTopicsSection({
  values,
  errors,
  topics,
  onChange,
}: {
  values: BrandFormValues;
  errors: Record<string, string>;
  topics: readonly ConsoleSupportCategory[];
  onChange: (patch: Partial<BrandFormValues>) => void;
}) {
  const { t, i18n } = useTranslation('brand');
  const titleId = useId();
  const options = topics.map((topic) => ({
    value: String(topic.id),
    label: t('supportTopics.option', { title: topicTitle(topic, i18n.language), number: topic.id }),
  }));
  const known = (id: string) => topics.some((topic) => String(topic.id) === id);
  const select = (setting: SupportCategorySetting) => {
    const value = values.supportTopics[setting];
    const missing = !known(value);
    return (
      <SelectField
        key={setting}
        label={t(`supportTopics.${setting}.label`)}
        hint={t(`supportTopics.${setting}.hint`)}
        value={value}
        error={errors[`supportCategoryIds.${setting}`] ?? (missing ? t('supportTopics.missing') : undefined)}
        options={
          missing
            ? [{ value, label: t('supportTopics.missingOption', { number: value }) }, ...options]
            : options
        }
        onChange={(event) =>
          onChange({ supportTopics: { ...values.supportTopics, [setting]: event.target.value } })
        }
      />
    );
  };
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sections.supportTopics')}
      </h2>
      <p className={styles.hint}>
        {topics.length === 0 ? t('supportTopics.none') : t('supportTopics.intro')}{' '}
        <Link to="/content/topics">{t('supportTopics.manage')}</Link>
      </p>
      <div className={styles.grid}>{SUPPORT_CATEGORY_SETTINGS.map(select)}</div>
    </section>
  );
}
