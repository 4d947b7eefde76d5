import { randomBytes } from 'node:crypto';
import {
  type ConsoleDomain,
  type ConsoleDomainClaim,
  DOMAIN_CLAIMS_MAX,
  type DomainAdded,
  type domainCreateBody,
  type Language,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, recordAudit } from '../../audit/index.js';
import { isUniqueViolation } from '../../auth/index.js';
import { presentClaim, presentDomain } from './brand.presenter.js';
import { hostOwner, lockDomain, schoolDomains } from './brand.repository.js';
import {
  claimCount,
  type DomainClaimRow,
  deleteClaim,
  findClaim,
  firstDomain,
  insertClaim,
  schoolClaims,
} from './domain-claims.repository.js';
import {
  type DomainProofDeps,
  dnsProofName,
  fileProofUrl,
  isProofExempt,
  type ProofMiss,
  proveControl,
} from './domain-proof.js';
import { insertDomainLike } from './domains.service.js';

/**
 * Hosts added in the console and the proof of their control (issue 25, decision 099). A claim
 * blocks nobody: several schools may claim one host, and the first to prove control gets it
 * (the unique index of `domains.host` decides a tie); the others' claims then show as taken.
 */

const takenMessage = (owner: number, projectId: number, lang: Language) =>
  message(owner === projectId ? 'brandHostOwn' : 'brandHostTaken', lang);

/**
 * `POST /staff/domains`: a host of any school is 409 (another's without naming it). A host kept
 * for local development serves at once with the settings of the domain the console is open on;
 * any other becomes a claim with a fresh token.
 */
export async function addDomain(
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof domainCreateBody>,
): Promise<DomainAdded> {
  const { project, domain } = request.tenant;
  const lang = request.lang;
  const owner = await hostOwner(app.db, body.host);
  if (owner !== undefined) throw new ApiError(409, takenMessage(owner, project.id, lang));
  const actor = auditActor(request);
  if (!isProofExempt(body.host)) {
    if ((await claimCount(app.db, project.id)) >= DOMAIN_CLAIMS_MAX) {
      throw new ApiError(409, message('brandClaimsTooMany', lang, { max: DOMAIN_CLAIMS_MAX }));
    }
    const claim = await app.db
      .transaction(async (tx) => {
        const created = await insertClaim(tx, {
          projectId: project.id,
          host: body.host,
          token: randomBytes(24).toString('base64url'),
          sourceDomainId: domain.id,
        });
        await recordAudit(tx, actor, {
          action: 'domain.claim',
          targetType: 'domain_claim',
          targetId: created.id,
          details: { host: created.host },
        });
        return created;
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new ApiError(409, message('brandHostClaimed', lang));
        throw err;
      });
    return { status: 'pending', claim: presentClaim(claim) };
  }
  // "Unknown" was cached for the host too: the school's change forgets it on commit.
  const row = await app.tenants
    .change((tx) => insertDomainLike(tx, actor, domain, body.host))
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new ApiError(409, message('brandHostTaken', lang));
      throw err;
    });
  return { status: 'active', domain: presentDomain(row) };
}

export async function listClaims(app: FastifyInstance, projectId: number): Promise<ConsoleDomainClaim[]> {
  const rows = await schoolClaims(app.db, projectId);
  return rows.map(({ claim, holder }) => presentClaim(claim, holder));
}

const dnsMiss: Record<ProofMiss, Parameters<typeof message>[0]> = {
  not_found: 'brandProofDnsNotFound',
  mismatch: 'brandProofDnsMismatch',
  unreachable: 'brandProofDnsUnreachable',
  // The DNS way ends only in the three above; these keep the table whole.
  redirect_elsewhere: 'brandProofDnsUnreachable',
  too_large: 'brandProofDnsUnreachable',
  not_public: 'brandProofDnsUnreachable',
};
const fileMiss: Record<ProofMiss, Parameters<typeof message>[0]> = {
  not_found: 'brandProofFileNotFound',
  mismatch: 'brandProofFileMismatch',
  unreachable: 'brandProofFileUnreachable',
  redirect_elsewhere: 'brandProofFileRedirectElsewhere',
  too_large: 'brandProofFileTooLarge',
  not_public: 'brandProofFileNotPublic',
};

function notProven(claim: DomainClaimRow, dns: ProofMiss, file: ProofMiss, lang: Language): ApiError {
  const params = { host: claim.host, dns_name: dnsProofName(claim.host), file_url: fileProofUrl(claim.host) };
  return new ApiError(
    409,
    message('brandHostNotProven', lang, {
      host: claim.host,
      dns: message(dnsMiss[dns], lang, params),
      file: message(fileMiss[file], lang, params),
    }),
  );
}

/**
 * `POST /staff/domain-claims/{id}/verify`: looks for the token now (DNS and the file at once, no
 * transaction held while the network answers); a proven host becomes a domain with the settings
 * of the domain the claim was made on, in one transaction with dropping the claim and the
 * `domain.create` line. A host another school proved first is 409 taken; one the school already
 * has (the operator's CLI added it meanwhile) just drops the claim.
 */
export async function verifyClaim(
  app: FastifyInstance,
  request: FastifyRequest,
  claimId: number,
  deps: DomainProofDeps,
): Promise<ConsoleDomain> {
  const projectId = request.tenant.project.id;
  const lang = request.lang;
  const claim = await findClaim(app.db, projectId, claimId);
  if (!claim) throw new ApiError(404, message('brandClaimNotFound', lang));
  const owner = await hostOwner(app.db, claim.host);
  if (owner !== undefined && owner !== projectId)
    throw new ApiError(409, takenMessage(owner, projectId, lang));
  if (owner === undefined) {
    const proof = await proveControl(claim.host, claim.token, deps);
    if (proof.proven === null) throw notProven(claim, proof.dns, proof.file, lang);
    const actor = auditActor(request);
    const row = await app.tenants
      .change(async (tx) => {
        const current = await findClaim(tx, projectId, claimId, true);
        if (!current) throw new ApiError(404, message('brandClaimNotFound', lang));
        const source =
          (current.sourceDomainId === null
            ? undefined
            : await lockDomain(tx, projectId, current.sourceDomainId)) ?? (await firstDomain(tx, projectId));
        if (!source) throw new ApiError(404, message('brandDomainNotFound', lang));
        const created = await insertDomainLike(tx, actor, source, current.host, { proof: proof.proven });
        await deleteClaim(tx, current.id);
        return created;
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new ApiError(409, message('brandHostTaken', lang));
        throw err;
      });
    return presentDomain(row);
  }
  // Already the school's own: the claim has nothing left to prove.
  const own = (await schoolDomains(app.db, projectId)).find((d) => d.host === claim.host)!;
  await deleteClaim(app.db, claim.id);
  return presentDomain(own);
}

/** `DELETE /staff/domain-claims/{id}`: the claim and its token go; nothing else changes. */
export async function removeClaim(
  app: FastifyInstance,
  request: FastifyRequest,
  claimId: number,
): Promise<void> {
  const projectId = request.tenant.project.id;
  const actor = auditActor(request);
  await app.db.transaction(async (tx) => {
    const claim = await findClaim(tx, projectId, claimId, true);
    if (!claim) throw new ApiError(404, message('brandClaimNotFound', request.lang));
    await deleteClaim(tx, claim.id);
    await recordAudit(tx, actor, {
      action: 'domain.claim_remove',
      targetType: 'domain_claim',
      targetId: claim.id,
      details: { host: claim.host },
    });
  });
}
