import type { ConfigResponse } from '@cp/contract';

/** A complete configuration answer for component tests; override what a test is about. */
export function configFixture(overrides: Partial<ConfigResponse> = {}): ConfigResponse {
  return {
    domain: {
      name: 'learn.school.test',
      title: 'Test School',
      favicon: '/v/favicon.ico',
      ga_id: null,
      ya_id: null,
      supportEmail: 'help@school.test',
      whatsAppNumber: '+7 (900) 123-45-67',
      default_language: { code: 'ru' },
      languages: [
        { code: 'ru', detector_code: 'ru-RU', title: 'Русский' },
        { code: 'en', detector_code: 'en-US', title: 'English' },
        { code: 'es', detector_code: 'es-ES', title: 'Español' },
      ],
      frontendSettings: {
        spa_footer_1: '© Test School',
        spa_footer_2: null,
        spa_footer_3: '<b>not html</b>',
        spa_header_logo: '/v/logo.svg',
        spa_theme: 'default',
        spa_theme_variables: { '--color-primary': '#0a7' },
        validate_cache: false,
      },
      push: { enabled: false, vapidPublicKey: null },
      auth: { enabled: false, clients: {} },
      notification: { websocketURI: null },
      jira: { enabled: false },
    },
    project: { id: 1, name: 'test', mobile_app_version: null },
    components: {
      brand: {
        version: 13,
        statistic: false,
        facebookPixelId: null,
        tagId: null,
        demoCourseServiceId: null,
        isDemoAccessible: false,
        isAppStoreSupport: false,
        isBannerEnable: true,
        isChatSupport: true,
        isVideoConsultationSupport: true,
        isOfflineEnable: false,
        isUserAnonAuthEnable: false,
        isRegistrationEnable: false,
        salesEmail: null,
        daysShowWarning: 3,
        supportCategoryIds: { passHomework: 10, renewCourse: 7, renewConsultation: 7 },
        socialAuth: {
          android: ['google', 'vkontakte', 'facebook', 'apple'],
          ios: ['apple', 'google', 'vkontakte', 'facebook'],
          web: ['google', 'apple', 'facebook', 'vkontakte'],
        },
        userInfoChat: false,
        messageDelay: 15,
        instructionUrl: { en: 'https://school.test/manual-en' },
        guidelineUrl: {},
        community: { url: null, apiUrl: null },
        clubInApp: null,
      },
    },
    country: 'DE',
    ...overrides,
  };
}
