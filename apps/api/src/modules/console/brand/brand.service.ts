import type { brandUpdateBody, ConsoleBrandView } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, recordAudit } from '../../audit/index.js';
import { presentBrand, presentDomain } from './brand.presenter.js';
import {
  type BrandRow,
  isDemoService,
  knownSupportCategories,
  lockBrand,
  readBrand,
  schoolDomains,
  updateBrandRow,
} from './brand.repository.js';
import { changedFields } from './brand-diff.js';
import { listClaims } from './domain-claims.service.js';

/** `GET /staff/brand`: the brand of the host's domain and every domain of the school. */
export async function viewBrand(app: FastifyInstance, request: FastifyRequest): Promise<ConsoleBrandView> {
  const { project, brand, domain } = request.tenant;
  // Read afresh, not from the tenant cache: the form must start from the stored version.
  const row = (await readBrand(app.db, project.id, brand.id)) ?? brand;
  const domains = await schoolDomains(app.db, project.id);
  return {
    brand: presentBrand(row, request.tenant),
    domains: domains.map(presentDomain),
    domain_claims: await listClaims(app, project.id),
    current_domain_id: domain.id,
  };
}

type BrandChanges = Omit<z.output<typeof brandUpdateBody>, 'expected_version'>;

/**
 * References to the school's own rows (a demo service, support topics) must be its own: another
 * school's number or none is 422 on its field. Read with the brand locked, so a topic deleted at
 * the same moment either goes first (and is refused here) or finds the brand naming it (409).
 */
async function checkReferences(db: Db, request: FastifyRequest, changes: BrandChanges) {
  const projectId = request.tenant.project.id;
  const lang = request.lang;
  const demo = changes.demoCourseServiceId;
  if (demo !== undefined && demo !== null && !(await isDemoService(db, projectId, demo))) {
    throw fieldError('demoCourseServiceId', message('brandDemoServiceUnknown', lang));
  }
  const categories = changes.supportCategoryIds;
  if (categories) {
    const known = await knownSupportCategories(db, projectId, Object.values(categories));
    for (const [key, id] of Object.entries(categories)) {
      if (!known.has(id)) {
        throw fieldError(`supportCategoryIds.${key}`, message('brandSupportCategoryUnknown', lang));
      }
    }
  }
}

/**
 * `PUT /staff/brand`. Spec 01 §3: "an external config carries a version and is replaced only
 * when the version equals the local one" — every save that changes something raises the
 * version by one, so a learner's app never mixes two saves (decision 072). A save made on an
 * older version than the stored one is 409 and changes nothing: two administrators at once.
 */
export async function updateBrand(
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof brandUpdateBody>,
) {
  const { expected_version, ...changes } = body;
  const { project, brand } = request.tenant;
  const actor = auditActor(request);
  // In the school's change: this process forgets its cached schools when it commits (decision 133).
  const row = await app.tenants.change(async (tx) => {
    const current = await lockBrand(tx, project.id, brand.id);
    if (!current) throw new ApiError(404, message('notFound', request.lang));
    await checkReferences(tx, request, changes);
    if (current.version !== expected_version) {
      throw new ApiError(409, message('brandVersionConflict', request.lang));
    }
    const changed = changedFields(current, changes);
    if (Object.keys(changed).length === 0) return current;
    const values = Object.fromEntries(
      Object.entries(changed).map(([k, v]) => [k, v.after]),
    ) as Partial<BrandRow>;
    const updated = await updateBrandRow(tx, current.id, { ...values, version: current.version + 1 });
    await recordAudit(tx, actor, {
      action: 'brand.update',
      targetType: 'brand',
      targetId: current.id,
      details: { version: { before: current.version, after: updated.version }, changes: changed },
    });
    return updated;
  });
  return presentBrand(row, request.tenant);
}
