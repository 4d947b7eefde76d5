import {
  APP_TYPES,
  type AppType,
  DEFAULT_LANGUAGE,
  HEADERS,
  LANGUAGES,
  type Language,
  languageOfTag,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Language of server-written messages: `lang` query, else Accept-Language, else the school's
     * default language (plugins/tenant.ts, once the host is known), else ru.
     */
    lang: Language;
    /** `X-App-Type` (web or mobile; web when absent). */
    appType: AppType;
    /** `X-App-Id`, the calling application's id, when sent. */
    appId: string | null;
  }
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The request's language: its `lang`, else its Accept-Language, else `fallback` (a school's default). */
export function languageOf(request: FastifyRequest, fallback: unknown = DEFAULT_LANGUAGE): Language {
  // `ru-RU` names Russian; a language no school speaks falls through (issue 29).
  const fromQuery = languageOfTag((request.query as { lang?: unknown } | undefined)?.lang);
  if (fromQuery) return fromQuery;
  const fromHeader = request.headers['accept-language']?.slice(0, 2).toLowerCase();
  if (isLanguage(fromHeader)) return fromHeader;
  return isLanguage(fallback) ? fallback : DEFAULT_LANGUAGE;
}

/**
 * The request-wide parts of the wire format (spec 01 §7): `lang`, `X-App-Type`
 * and `X-App-Id`. `lang` picks the language of the server's own messages; an unsupported
 * one is no error (each route's schema reads it as absent, `langQuery`).
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.decorateRequest('appType', 'web');
  app.decorateRequest('appId', null);
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request);
    const appType = request.headers[HEADERS.appType];
    request.appType = (APP_TYPES as readonly unknown[]).includes(appType) ? (appType as AppType) : 'web';
    const appId = request.headers[HEADERS.appId];
    request.appId = typeof appId === 'string' && appId.length <= 200 ? appId : null;
  });
});
