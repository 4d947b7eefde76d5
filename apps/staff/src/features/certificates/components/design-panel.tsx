import type { CertificateDesign } from '@cp/contract';
import { Button, CheckboxField, ErrorState, Spinner, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { serverFieldErrors } from '../../../lib/forms/use-save-form';
import { useUnsavedGuard } from '../../../lib/hooks/use-unsaved-guard';
import { UnsavedDialog } from '../../../lib/ui/unsaved-dialog';
import { useCertificateDesign, useSaveCertificateDesign } from '../api/certificate-design';
import { useSamplePdf } from '../api/sample-pdf';
import {
  checkDesign,
  type DesignField,
  type DesignFormValues,
  designFormOf,
  drawable,
  SERVER_NAMES,
  sameDesign,
} from '../lib/design-form';
import { CertificatePreview } from './certificate-preview';
import styles from './certificates.module.css';

/** The design section: loads, then the form with what is saved. */
export function DesignPanel() {
  const { t } = useTranslation('certificates');
  const design = useCertificateDesign();
  if (design.isPending) return <Spinner label={t('common:loading')} />;
  if (design.isError) {
    return (
      <ErrorState
        title={t('design.failed')}
        text={errorText(design.error, t('common:errors.unknown'))}
        onRetry={() => void design.refetch()}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  return <DesignForm saved={design.data} />;
}

/**
 * The school's certificate (issue 32): its logo shown or not (the brand's header logo), two
 * colours and the signature line, with the certificate drawn beside the form as it is typed and a
 * sample PDF drawn by the server. A saved design applies to every certificate, issued ones too:
 * what a certificate says never changes, how it looks is the school's.
 */
export function DesignForm({ saved }: { saved: CertificateDesign }) {
  const { t } = useTranslation('certificates');
  const save = useSaveCertificateDesign();
  const sample = useSamplePdf();
  const [base, setBase] = useState(() => designFormOf(saved));
  const [values, setValues] = useState(base);
  const [errors, setErrors] = useState<Partial<Record<DesignField, string>>>({});
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const dirty = !sameDesign(base, values);
  const blocker = useUnsavedGuard(dirty);
  const set = (patch: Partial<DesignFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A field being corrected no longer shows what was wrong with it.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
    setStatus(null);
  };
  const checked = () => {
    const result = checkDesign(values);
    if ('errors' in result) {
      setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key)])));
      setStatus({ kind: 'error', text: t('fixErrors') });
      return null;
    }
    setErrors({});
    return result.body;
  };
  const refused = (error: unknown) => {
    const byField = error instanceof ApiError && error.status === 422 ? fieldErrors(error.body) : {};
    const mapped = serverFieldErrors(byField, SERVER_NAMES);
    setErrors(mapped.fields);
    const someField = Object.keys(mapped.fields).length > 0;
    setStatus({
      kind: 'error',
      text: someField ? t('fixErrors') : (mapped.rest ?? errorText(error, t('common:errors.unknown'))),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const body = checked();
    if (!body) return;
    try {
      const next = designFormOf(await save.mutateAsync(body));
      setBase(next);
      setValues(next);
      setStatus({ kind: 'done', text: t('design.saved') });
    } catch (error) {
      refused(error);
    }
  };

  const downloadSample = async () => {
    setStatus(null);
    const body = checked();
    if (!body) return;
    try {
      await sample.mutateAsync(body);
    } catch (error) {
      refused(error);
    }
  };

  const color = (field: 'primaryColor' | 'accentColor') => (
    <div className={styles.color}>
      <span
        className={styles.swatch}
        style={{ background: drawable(values[field], base[field]) }}
        aria-hidden="true"
      />
      <TextField
        label={t(`design.${field}`)}
        hint={t('design.colorHint')}
        value={values[field]}
        error={errors[field]}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => set({ [field]: event.target.value.trim() })}
      />
    </div>
  );

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="certificate-design-title">
        <h2 id="certificate-design-title" className={styles.subtitle}>
          {t('design.heading')}
        </h2>
        <p className={styles.intro}>{t('design.intro')}</p>
        <CheckboxField
          label={t('design.showLogo')}
          hint={saved.logo_url ? t('design.showLogoHint') : t('design.noLogo')}
          checked={values.showLogo}
          onChange={(e) => set({ showLogo: e.target.checked })}
          error={errors.showLogo}
        />
        {color('primaryColor')}
        {color('accentColor')}
        <TextField
          label={t('design.signature')}
          hint={t('design.signatureHint')}
          value={values.signatureText}
          error={errors.signatureText}
          autoComplete="off"
          onChange={(event) => set({ signatureText: event.target.value })}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={save.isPending}>
            {t('design.save')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            busy={sample.isPending}
            onClick={() => void downloadSample()}
          >
            {t('design.sample')}
          </Button>
        </div>
        {dirty && !status && <p className={styles.muted}>{t('unsaved.hint')}</p>}
        {status && (
          <p
            role={status.kind === 'error' ? 'alert' : 'status'}
            className={status.kind === 'error' ? styles.error : styles.status}
          >
            {status.text}
          </p>
        )}
        <UnsavedDialog ns="certificates" blocker={blocker} />
      </form>
      <CertificatePreview
        primaryColor={drawable(values.primaryColor, base.primaryColor)}
        accentColor={drawable(values.accentColor, base.accentColor)}
        signatureText={values.signatureText}
        logoUrl={values.showLogo ? saved.logo_url : null}
        schoolName={saved.school_name}
      />
    </div>
  );
}
