import {
  type BrandConfig,
  type DomainConfig,
  LANGUAGES,
  type Language,
  type SocialNetwork,
} from '@cp/contract';
import type { SocialPlatform } from '../lib/env/app-env';
import { isSupportedLanguage } from '../lib/i18n/languages';

/**
 * Providers in the brand's order for the platform (spec 01 §2 "Login screen").
 * The server validated the names against the contract; SOCIAL_NETWORKS is not
 * imported because its module carries the zod schemas (see vite.config.ts).
 */
export function socialAuthOrder(brand: BrandConfig, platform: SocialPlatform): SocialNetwork[] {
  return [...new Set(brand.socialAuth[platform])];
}

/**
 * The providers the login screen offers: the brand's order, only those the school configured a
 * client for (spec 01 §6 "social linking depends on the auth-collection config"). A button that
 * can only say "not configured" is a dead end for a new learner (issue 8).
 */
export function offeredSocialNetworks(
  order: readonly SocialNetwork[],
  auth: Pick<DomainConfig['auth'], 'enabled' | 'clients'>,
): SocialNetwork[] {
  if (!auth.enabled) return [];
  return order.filter((network) => Boolean(auth.clients[network]));
}

/** The user-manual address in the interface language, if the brand has one (a blank one is none: issue 8). */
export function instructionUrl(brand: BrandConfig, language: Language): string | null {
  return brand.instructionUrl[language]?.trim() || null;
}

/** `https://wa.me/<digits>`, or null when the domain has no WhatsApp number. */
export function whatsAppLink(number: string | null): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** The domain's languages that the app supports, in the domain's order. */
export function availableLanguages(domain: DomainConfig): Language[] {
  const codes = domain.languages.map((language) => language.code).filter(isSupportedLanguage);
  return codes.length > 0 ? [...new Set(codes)] : [...LANGUAGES];
}

const FOOTER_KEYS = ['spa_footer_1', 'spa_footer_2', 'spa_footer_3'] as const;

/** Non-empty footer texts, in order (spec 01 §3 spa_footer_1..3). */
export function footerTexts(domain: DomainConfig): { key: string; text: string }[] {
  return FOOTER_KEYS.map((key) => ({ key, text: domain.frontendSettings[key]?.trim() ?? '' })).filter(
    (footer) => footer.text,
  );
}
