import {
  type ConsoleBrand,
  type ConsoleDomain,
  type ConsoleDomainClaim,
  LANGUAGES,
  type Language,
} from '@cp/contract';
import type { Tenant } from '../../tenancy/index.js';
import { presentConfig } from '../../tenancy/index.js';
import type { BrandRow, DomainRow } from './brand.repository.js';
import type { DomainClaimRow } from './domain-claims.repository.js';
import { dnsProofName, fileProofUrl } from './domain-proof.js';

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/** The brand as `GET /config` serves it (the same presenter), plus what the console also edits. */
export function presentBrand(brand: BrandRow, tenant: Tenant): ConsoleBrand {
  const served = presentConfig(
    { ...tenant, brand },
    { auth: { enabled: false, clients: {} }, websocketURI: null },
  ).components.brand;
  return {
    ...served,
    id: brand.id,
    name: brand.name,
    isSingleDeviceOnly: brand.isSingleDeviceOnly,
    communityUrl: brand.communityUrl,
    communityApiUrl: brand.communityApiUrl,
  };
}

export function presentDomain(domain: DomainRow): ConsoleDomain {
  const fs = domain.frontendSettings;
  const defaultLanguage = isLanguage(domain.defaultLanguage) ? domain.defaultLanguage : 'ru';
  return {
    id: domain.id,
    host: domain.host,
    brand_id: domain.brandId,
    name: domain.name,
    title: domain.title,
    supportEmail: domain.supportEmail,
    whatsAppNumber: domain.whatsAppNumber,
    ga_id: domain.gaId,
    ya_id: domain.yaId,
    default_language: defaultLanguage,
    languages: domain.languages.map((l) => l.code).filter(isLanguage),
    frontendSettings: {
      spa_footer_1: fs.spa_footer_1,
      spa_footer_2: fs.spa_footer_2,
      spa_footer_3: fs.spa_footer_3,
      spa_header_logo: fs.spa_header_logo,
      spa_theme_variables: fs.spa_theme_variables ?? {},
      validate_cache: fs.validate_cache,
    },
  };
}

/** A claim as the console shows it: where to put which token. `holder` is the school that has the host. */
export function presentClaim(claim: DomainClaimRow, holder: number | null = null): ConsoleDomainClaim {
  return {
    id: claim.id,
    host: claim.host,
    status: holder !== null && holder !== claim.projectId ? 'taken' : 'pending',
    token: claim.token,
    dns_name: dnsProofName(claim.host),
    file_url: fileProofUrl(claim.host),
    created_at: Math.floor(claim.createdAt.getTime() / 1000),
  };
}
