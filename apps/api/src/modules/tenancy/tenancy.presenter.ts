import type { ConfigResponse, DomainConfig } from '@cp/contract';
import type { Tenant } from './tenancy.service.js';

/**
 * The configuration answer `{ domain, project, components, country }` (spec 01 §3).
 * `perHost` holds what depends on the address the app came through: the social login
 * and link addresses and the WebSocket (issue 3).
 */
export function presentConfig(
  { domain, brand, project }: Tenant,
  perHost: {
    auth: DomainConfig['auth'];
    websocketURI: string | null;
    vapidPublicKey?: string;
    errorReportingDsn?: string;
  },
): ConfigResponse {
  return {
    domain: {
      name: domain.name,
      title: domain.title,
      favicon: domain.favicon,
      ga_id: domain.gaId,
      ya_id: domain.yaId,
      // spec 01 §9: the support e-mail defaults to a support address at the domain name.
      supportEmail: domain.supportEmail ?? `support@${domain.name}`,
      whatsAppNumber: domain.whatsAppNumber,
      default_language: { code: domain.defaultLanguage },
      languages: domain.languages,
      frontendSettings: domain.frontendSettings,
      // The server's VAPID key: the browser subscribes with it, and the reminders are signed with it.
      push: { ...domain.push, vapidPublicKey: perHost.vapidPublicKey ?? domain.push.vapidPublicKey },
      auth: perHost.auth,
      notification: { websocketURI: perHost.websocketURI },
      jira: { enabled: domain.jiraEnabled },
      errorReporting: { dsn: perHost.errorReportingDsn ?? null },
    },
    project: { id: project.id, name: project.name, mobile_app_version: project.mobileAppVersion },
    components: {
      brand: {
        version: brand.version,
        statistic: brand.statistic,
        facebookPixelId: brand.facebookPixelId,
        tagId: brand.tagId,
        demoCourseServiceId: brand.demoCourseServiceId,
        isDemoAccessible: brand.isDemoAccessible,
        isAppStoreSupport: brand.isAppStoreSupport,
        isBannerEnable: brand.isBannerEnable,
        isChatSupport: brand.isChatSupport,
        isVideoConsultationSupport: brand.isVideoConsultationSupport,
        isOfflineEnable: brand.isOfflineEnable,
        isUserAnonAuthEnable: brand.isUserAnonAuthEnable,
        isRegistrationEnable: brand.isRegistrationEnable,
        isSingleDeviceOnly: brand.isSingleDeviceOnly,
        salesEmail: brand.salesEmail,
        daysShowWarning: brand.daysShowWarning,
        supportCategoryIds: brand.supportCategoryIds,
        socialAuth: brand.socialAuth,
        userInfoChat: brand.userInfoChat,
        welcomeMessages: brand.welcomeMessages,
        goodbyeMessages: brand.goodbyeMessages,
        questions: brand.questions,
        messageDelay: brand.messageDelay,
        instructionUrl: brand.instructionUrl,
        guidelineUrl: brand.guidelineUrl,
        community: { url: brand.communityUrl, apiUrl: brand.communityApiUrl },
        clubInApp: brand.clubInApp,
      },
    },
    country: domain.country,
  };
}
