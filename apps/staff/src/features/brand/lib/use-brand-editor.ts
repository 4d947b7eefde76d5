import type { ConsoleBrandView, ConsoleDomain, ConsoleDomainClaim } from '@cp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { saveBrand, saveDomain } from '../api/save-brand';
import { uploadLogo } from '../api/upload-logo';
import {
  type BrandFormValues,
  brandChanges,
  brandFormOf,
  type DomainFormValues,
  domainChanges,
  domainErrors,
  domainFormOf,
  isEmpty,
} from './brand-form';
import { askedQuestions, chatErrorField } from './chat-form';

export type Status = { kind: 'done' | 'error'; text: string; conflict?: boolean } | null;

/** A form's values as loaded (`base`) and as edited (`values`): their difference is what a save sends. */
function useFormPair<T>(initial: () => T) {
  const [base, setBase] = useState(initial);
  const [values, setValues] = useState(base);
  const reset = (next: T) => {
    setBase(next);
    setValues(next);
  };
  return { base, values, setBase, setValues, reset };
}

/**
 * The brand screen's state: the brand (one per host) and the domain being edited, each with its
 * loaded and edited values; saving sends only what changed, the brand on the version it was
 * loaded at (a 409 says someone else saved first; decision 072).
 */
export function useBrandEditor(view: ConsoleBrandView) {
  const { t } = useTranslation('brand');
  const [domains, setDomains] = useState<ConsoleDomain[]>(view.domains);
  const [claims, setClaims] = useState<ConsoleDomainClaim[]>(view.domain_claims);
  const [editingId, setEditingId] = useState(view.current_domain_id);
  const [version, setVersion] = useState(view.brand.version);
  const brand = useFormPair<BrandFormValues>(() => brandFormOf(view.brand));
  const domain = useFormPair<DomainFormValues>(() =>
    domainFormOf(view.domains.find((d) => d.id === view.current_domain_id) ?? view.domains[0]!),
  );
  const [brandErrors, setBrandErrors] = useState<Record<string, string>>({});
  const [domainErrorsShown, setDomainErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadStatus, setUploadStatus] = useState<Status>(null);
  const unknown = t('errors.unknown', { ns: 'common' });

  const domainDirty = !isEmpty(domainChanges(domain.base, domain.values));
  const dirty = domainDirty || !isEmpty(brandChanges(brand.base, brand.values));

  const replaceDomain = (saved: ConsoleDomain) =>
    setDomains((list) =>
      list.some((d) => d.id === saved.id)
        ? list.map((d) => (d.id === saved.id ? saved : d))
        : [...list, saved],
    );

  /** A 422's messages by field, or null for any other failure. */
  const byField = (error: unknown) => {
    const fields = error instanceof ApiError && error.status === 422 ? fieldErrors(error.body) : {};
    return Object.keys(fields).length > 0 ? fields : null;
  };

  async function save() {
    setStatus(null);
    const local = domainErrors(domain.values, (key) => t(key));
    setDomainErrors(local);
    setBrandErrors({});
    if (!isEmpty(local)) return setStatus({ kind: 'error', text: t('fixErrors') });
    const domainBody = domainChanges(domain.base, domain.values);
    const brandBody = brandChanges(brand.base, brand.values);
    if (isEmpty(domainBody) && isEmpty(brandBody))
      return setStatus({ kind: 'done', text: t('nothingToSave') });
    setSaving(true);
    try {
      // The brand first: only the server checks its fields, while the domain's were checked above
      // (domainErrors), so a refused brand leaves the domain unsaved too and nothing changes.
      if (!isEmpty(brandBody)) {
        try {
          const saved = await saveBrand({ ...brandBody, expected_version: version });
          setVersion(saved.version);
          brand.reset(brandFormOf(saved));
        } catch (error) {
          const fields = byField(error);
          // The chat's questions come back counted as sent; the form names them by key.
          const sent = askedQuestions(brand.values.chat);
          if (fields) {
            setBrandErrors(
              Object.fromEntries(Object.entries(fields).map(([f, text]) => [chatErrorField(f, sent), text])),
            );
          }
          const conflict = error instanceof ApiError && error.status === 409;
          return setStatus({
            kind: 'error',
            text: fields ? t('fixErrors') : errorText(error, unknown),
            conflict,
          });
        }
      }
      if (!isEmpty(domainBody)) {
        try {
          const saved = await saveDomain(editingId, domainBody);
          replaceDomain(saved);
          domain.reset(domainFormOf(saved));
        } catch (error) {
          const fields = byField(error);
          if (fields) setDomainErrors(fields);
          return setStatus({ kind: 'error', text: fields ? t('fixErrors') : errorText(error, unknown) });
        }
      }
      setStatus({ kind: 'done', text: t('saved') });
    } finally {
      setSaving(false);
    }
  }

  async function upload(file: File) {
    setUploadStatus(null);
    setUploading(true);
    try {
      const saved = await uploadLogo(editingId, file);
      replaceDomain(saved);
      const logo = saved.frontendSettings.spa_header_logo ?? '';
      // The logo is saved; the form's other edits stay unsaved as they were.
      domain.setBase((base) => ({ ...base, logo }));
      domain.setValues((values) => ({ ...values, logo }));
      setUploadStatus({ kind: 'done', text: t('identity.logoUploaded') });
    } catch (error) {
      const fields = byField(error);
      setUploadStatus({ kind: 'error', text: fields?.file ?? errorText(error, unknown) });
    } finally {
      setUploading(false);
    }
  }

  function edit(id: number) {
    const next = domains.find((d) => d.id === id);
    if (!next) return;
    setEditingId(id);
    domain.reset(domainFormOf(next));
    setDomainErrors({});
    setStatus(null);
    setUploadStatus(null);
  }

  /** Hosts waiting for proof of control (decision 099): a proven one joins the domains. */
  const claimed = (claim: ConsoleDomainClaim) => setClaims((list) => [...list, claim]);
  const claimRemoved = (id: number) => setClaims((list) => list.filter((c) => c.id !== id));
  const claimVerified = (id: number, domain: ConsoleDomain) => {
    claimRemoved(id);
    replaceDomain(domain);
  };
  /** A removed domain leaves the list; the form goes back to the console's own host if it was edited. */
  const domainRemoved = (id: number) => {
    setDomains((list) => list.filter((d) => d.id !== id));
    if (id === editingId) {
      const own = domains.find((d) => d.id === view.current_domain_id);
      if (own) {
        setEditingId(own.id);
        domain.reset(domainFormOf(own));
        setDomainErrors({});
      }
    }
  };

  return {
    domains,
    claims,
    claimed,
    claimRemoved,
    claimVerified,
    domainRemoved,
    editingId,
    editingHost: domains.find((d) => d.id === editingId)?.host ?? '',
    brand,
    domain,
    brandErrors,
    domainErrors: domainErrorsShown,
    status,
    saving,
    uploading,
    uploadStatus,
    dirty,
    domainDirty,
    save,
    upload,
    edit,
    added: replaceDomain,
  };
}
export type BrandEditor = ReturnType<typeof useBrandEditor>;
