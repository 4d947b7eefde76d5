import {
  type ConsoleDomain,
  type DomainConfig,
  type domainUpdateBody,
  LANGUAGE_CODES,
  LANGUAGE_NATIVE_TITLES,
  type Language,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { type AuditActor, auditActor, recordAudit } from '../../audit/index.js';
import type { SchoolChange } from '../../tenancy/index.js';
import { presentDomain } from './brand.presenter.js';
import {
  type DomainRow,
  deleteDomainRow,
  insertDomain,
  lockDomain,
  lockDomainsOf,
  updateDomainRow,
} from './brand.repository.js';
import { type Changes, changedFields } from './brand-diff.js';

type DomainChanges = z.output<typeof domainUpdateBody>;

/** A language list of the config (code, detector code, title) from the codes the console sends. */
function languageEntries(codes: Language[], stored: DomainConfig['languages']): DomainConfig['languages'] {
  return codes.map(
    (code) =>
      stored.find((entry) => entry.code === code) ?? {
        code,
        detector_code: LANGUAGE_CODES[code],
        title: LANGUAGE_NATIVE_TITLES[code],
      },
  );
}

/** The domain row after the change: the given fields over the stored ones. */
function applyChanges(row: DomainRow, changes: DomainChanges): Partial<DomainRow> {
  const fs = row.frontendSettings;
  const given = changes.frontendSettings ?? {};
  return {
    name: changes.name ?? row.name,
    title: changes.title ?? row.title,
    supportEmail: changes.supportEmail === undefined ? row.supportEmail : changes.supportEmail,
    whatsAppNumber: changes.whatsAppNumber === undefined ? row.whatsAppNumber : changes.whatsAppNumber,
    gaId: changes.ga_id === undefined ? row.gaId : changes.ga_id,
    yaId: changes.ya_id === undefined ? row.yaId : changes.ya_id,
    defaultLanguage: changes.default_language ?? row.defaultLanguage,
    languages: changes.languages ? languageEntries(changes.languages, row.languages) : row.languages,
    frontendSettings: {
      ...fs,
      ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)),
      spa_theme_variables: { ...fs.spa_theme_variables, ...given.spa_theme_variables },
    },
  };
}

/** Before/after of what changed, in the console's (wire) names, nested settings by their path. */
function domainChanges(before: ConsoleDomain, after: ConsoleDomain): Changes {
  const { frontendSettings: fsBefore, ...restBefore } = before;
  const { frontendSettings: fsAfter, ...restAfter } = after;
  const { spa_theme_variables: themeBefore, ...settingsBefore } = fsBefore;
  const { spa_theme_variables: themeAfter, ...settingsAfter } = fsAfter;
  const prefixed = (prefix: string, changes: Changes) =>
    Object.fromEntries(Object.entries(changes).map(([k, v]) => [`${prefix}${k}`, v]));
  return {
    ...changedFields(restBefore, restAfter),
    ...prefixed('frontendSettings.', changedFields(settingsBefore, settingsAfter)),
    ...prefixed('frontendSettings.spa_theme_variables.', changedFields(themeBefore, themeAfter)),
  };
}

/**
 * Changes a domain of the school and writes its audit line, in one transaction; nothing is
 * written when nothing changes. Another school's id is 404 like a missing one.
 */
export async function changeDomain(
  app: FastifyInstance,
  request: FastifyRequest,
  domainId: number,
  changes: DomainChanges,
): Promise<ConsoleDomain> {
  const projectId = request.tenant.project.id;
  const actor = auditActor(request);
  const row = await app.tenants.change(async (tx) => {
    const current = await lockDomain(tx, projectId, domainId);
    if (!current) throw new ApiError(404, message('brandDomainNotFound', request.lang));
    const next = applyChanges(current, changes);
    const languages = (next.languages ?? []).map((l) => l.code);
    if (!languages.includes(next.defaultLanguage ?? '')) {
      throw fieldError('default_language', message('brandDefaultLanguageNotOffered', request.lang));
    }
    const changed = domainChanges(presentDomain(current), presentDomain({ ...current, ...next }));
    if (Object.keys(changed).length === 0) return current;
    const updated = await updateDomainRow(tx, current.id, next);
    await recordAudit(tx, actor, {
      action: 'domain.update',
      targetType: 'domain',
      targetId: current.id,
      details: { host: current.host, changes: changed },
    });
    return updated;
  });
  return presentDomain(row);
}

/**
 * Removes a domain of the school (issue 28) and writes its audit line. The host the console
 * is open on (the request's) and the school's last host are refused with 409, saying why;
 * another school's id is 404 like a missing one.
 */
export async function removeDomain(app: FastifyInstance, request: FastifyRequest, domainId: number) {
  const projectId = request.tenant.project.id;
  const actor = auditActor(request);
  await app.tenants.change(async (tx) => {
    const all = await lockDomainsOf(tx, projectId);
    const target = all.find((d) => d.id === domainId);
    if (!target) throw new ApiError(404, message('brandDomainNotFound', request.lang));
    if (all.length <= 1) throw new ApiError(409, message('brandDomainLast', request.lang));
    if (target.id === request.tenant.domain.id)
      throw new ApiError(409, message('brandDomainInUse', request.lang));
    await deleteDomainRow(tx, target.id);
    await recordAudit(tx, actor, {
      action: 'domain.delete',
      targetType: 'domain',
      targetId: target.id,
      details: { host: target.host },
    });
  });
}

/** The new domain takes the settings of `source` (the administrator edits them next). */
export async function insertDomainLike(
  tx: SchoolChange,
  actor: AuditActor,
  source: DomainRow,
  host: string,
  details: Record<string, unknown> = {},
): Promise<DomainRow> {
  const { id: _id, host: _host, ...settings } = source;
  const created = await insertDomain(tx, { ...settings, host });
  await recordAudit(tx, actor, {
    action: 'domain.create',
    targetType: 'domain',
    targetId: created.id,
    details: { host: created.host, copied_from: source.host, ...details },
  });
  return created;
}
