import { LANGUAGES } from '@cp/contract';
import { TextField } from '@cp/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandFormValues, DomainFormValues } from '../lib/brand-form';
import styles from './brand.module.css';

interface Props {
  domain: DomainFormValues;
  brand: BrandFormValues;
  domainErrors: Record<string, string>;
  brandErrors: Record<string, string>;
  onDomain: (patch: Partial<DomainFormValues>) => void;
  onBrand: (patch: Partial<BrandFormValues>) => void;
}

/** Where learners reach the school: support e-mail and WhatsApp (the domain's), sales e-mail (the brand's). */
export function ContactsSection({ domain, brand, domainErrors, brandErrors, onDomain, onBrand }: Props) {
  const { t } = useTranslation('brand');
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sections.contacts')}
      </h2>
      <div className={styles.grid}>
        <TextField
          label={t('contacts.supportEmail')}
          hint={t('contacts.supportEmailHint', { name: domain.name })}
          type="email"
          value={domain.supportEmail}
          error={domainErrors.supportEmail}
          onChange={(event) => onDomain({ supportEmail: event.target.value })}
        />
        <TextField
          label={t('contacts.whatsApp')}
          hint={t('contacts.whatsAppHint')}
          type="tel"
          value={domain.whatsAppNumber}
          error={domainErrors.whatsAppNumber}
          onChange={(event) => onDomain({ whatsAppNumber: event.target.value })}
        />
        <TextField
          label={t('contacts.salesEmail')}
          type="email"
          value={brand.salesEmail}
          error={brandErrors.salesEmail}
          onChange={(event) => onBrand({ salesEmail: event.target.value })}
        />
      </div>
    </section>
  );
}

/** The manuals, the community and the analytics ids. */
export function LinksSection({ domain, brand, domainErrors, brandErrors, onDomain, onBrand }: Props) {
  const { t } = useTranslation('brand');
  const titleId = useId();
  const perLanguage = (kind: 'instructionUrl' | 'guidelineUrl', label: string) =>
    LANGUAGES.map((language) => (
      <TextField
        key={`${kind}-${language}`}
        label={t(label, { language: t(`language.${language}`, { ns: 'common' }) })}
        hint={t('links.linkHint')}
        value={brand[kind][language]}
        error={brandErrors[`${kind}.${language}`]}
        onChange={(event) => onBrand({ [kind]: { ...brand[kind], [language]: event.target.value } })}
      />
    ));
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sections.links')}
      </h2>
      <div className={styles.grid}>
        {perLanguage('instructionUrl', 'links.instruction')}
        {perLanguage('guidelineUrl', 'links.guideline')}
        <TextField
          label={t('links.community')}
          hint={t('links.linkHint')}
          value={brand.communityUrl}
          error={brandErrors.communityUrl}
          onChange={(event) => onBrand({ communityUrl: event.target.value })}
        />
        <TextField
          label={t('links.gaId')}
          value={domain.gaId}
          error={domainErrors.ga_id}
          onChange={(event) => onDomain({ gaId: event.target.value })}
        />
        <TextField
          label={t('links.yaId')}
          value={domain.yaId}
          error={domainErrors.ya_id}
          onChange={(event) => onDomain({ yaId: event.target.value })}
        />
      </div>
    </section>
  );
}
