import type { ConsoleBrandView, ConsoleSupportCategory, Language } from '@cp/contract';
import { Button, Dialog, Tabs } from '@cp/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedGuard } from '../../../lib/hooks/use-unsaved-guard';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { UnsavedDialog } from '../../../lib/ui/unsaved-dialog';
import type { DomainFormValues } from '../lib/brand-form';
import { useBrandEditor } from '../lib/use-brand-editor';
import { useWide } from '../lib/use-wide';
import styles from './brand.module.css';
import { ChatSection } from './chat-section';
import { ContactsSection, LinksSection } from './contacts-section';
import { DomainsSection } from './domains-section';
import { FeaturesSection } from './features-section';
import { FooterSection } from './footer-section';
import { IdentitySection } from './identity-section';
import { LanguagesSection } from './languages-section';
import { SignInPreview } from './sign-in-preview';
import { SupportTopicsSection } from './support-topics-section';

type Tab = 'settings' | 'preview';

/** The brand form beside (desktop) or behind a tab from (phone) the sign-in preview. */
export function BrandEditor({
  view,
  topics,
  onReload,
}: {
  view: ConsoleBrandView;
  /** The school's support topics, for the requests the app sends by itself. */
  topics: readonly ConsoleSupportCategory[];
  onReload: () => void;
}) {
  const { t } = useTranslation('brand');
  const editor = useBrandEditor(view);
  const blocker = useUnsavedGuard(editor.dirty);
  const wide = useWide();
  const [tab, setTab] = useState<Tab>('settings');
  const [switchTo, setSwitchTo] = useState<number | null>(null);
  const panelId = useId();
  const { brand, domain } = editor;
  const onDomain = (patch: Partial<DomainFormValues>) => domain.setValues((v) => ({ ...v, ...patch }));
  const onBrand = (patch: Partial<typeof brand.values>) => brand.setValues((v) => ({ ...v, ...patch }));
  const language = currentLanguage() as Language;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };

  const preview = (
    <section aria-labelledby={`${panelId}-preview`} className={styles.previewColumn}>
      <h2 id={`${panelId}-preview`} className={styles.sectionTitle}>
        {t('preview.title')}
      </h2>
      <p className={styles.hint}>{t('preview.hint')}</p>
      <SignInPreview
        domain={domain.values}
        isRegistrationEnable={brand.values.flags.isRegistrationEnable}
        manualUrl={brand.values.instructionUrl[language]}
        language={language}
      />
    </section>
  );

  const form = (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('editing', { host: editor.editingHost })}
    >
      <p className={styles.hint}>{t('editing', { host: editor.editingHost })}</p>
      <IdentitySection
        values={domain.values}
        errors={editor.domainErrors}
        onChange={onDomain}
        onUpload={(file) => void editor.upload(file)}
        uploading={editor.uploading}
        uploadStatus={editor.uploadStatus}
      />
      <LanguagesSection values={domain.values} errors={editor.domainErrors} onChange={onDomain} />
      <FooterSection values={domain.values} errors={editor.domainErrors} onChange={onDomain} />
      <FeaturesSection values={brand.values} errors={editor.brandErrors} onChange={onBrand} />
      {brand.values.flags.userInfoChat && (
        <ChatSection values={brand.values} errors={editor.brandErrors} onChange={onBrand} />
      )}
      <SupportTopicsSection
        values={brand.values}
        errors={editor.brandErrors}
        topics={topics}
        onChange={onBrand}
      />
      <ContactsSection
        domain={domain.values}
        brand={brand.values}
        domainErrors={editor.domainErrors}
        brandErrors={editor.brandErrors}
        onDomain={onDomain}
        onBrand={onBrand}
      />
      <LinksSection
        domain={domain.values}
        brand={brand.values}
        domainErrors={editor.domainErrors}
        brandErrors={editor.brandErrors}
        onDomain={onDomain}
        onBrand={onBrand}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={editor.saving}>
          {t('save')}
        </Button>
        {editor.status && (
          <p
            role={editor.status.kind === 'error' ? 'alert' : 'status'}
            className={editor.status.kind === 'error' ? styles.error : styles.status}
          >
            {editor.status.text}
          </p>
        )}
        {editor.status?.conflict && (
          <Button variant="secondary" onClick={onReload}>
            {t('reload')}
          </Button>
        )}
      </div>
    </form>
  );

  return (
    <>
      <DomainsSection
        domains={editor.domains}
        currentId={view.current_domain_id}
        editingId={editor.editingId}
        onEdit={(id) => (editor.domainDirty ? setSwitchTo(id) : editor.edit(id))}
        onAdded={editor.added}
        claims={editor.claims}
        onClaimed={editor.claimed}
        onClaimVerified={editor.claimVerified}
        onClaimRemoved={editor.claimRemoved}
        onRemoved={editor.domainRemoved}
      />
      {wide ? (
        <div className={styles.layout}>
          {form}
          {preview}
        </div>
      ) : (
        <>
          <Tabs
            label={t('tabs.label')}
            items={[
              { key: 'settings', label: t('tabs.settings') },
              { key: 'preview', label: t('tabs.preview') },
            ]}
            selected={tab}
            onSelect={setTab}
            panelId={panelId}
          />
          <div id={panelId} role="tabpanel" aria-label={t(`tabs.${tab}`)}>
            {tab === 'settings' ? form : preview}
          </div>
        </>
      )}
      {switchTo !== null && (
        <Dialog
          title={t('switchDomain.title')}
          onClose={() => setSwitchTo(null)}
          closeLabel={t('actions.close', { ns: 'common' })}
          actions={
            <>
              <Button variant="secondary" onClick={() => setSwitchTo(null)}>
                {t('actions.cancel', { ns: 'common' })}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  editor.edit(switchTo);
                  setSwitchTo(null);
                }}
              >
                {t('switchDomain.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('switchDomain.text')}</p>
        </Dialog>
      )}
      <UnsavedDialog ns="brand" blocker={blocker} />
    </>
  );
}
