import type { ConsoleBrandView } from '@cp/contract';

/**
 * The console's brand as its tests load it (decision 072): one school, one domain, the chat off.
 * `over` changes the brand for the test at hand.
 */
export function brandView(over: Partial<ConsoleBrandView['brand']> = {}): ConsoleBrandView {
  return { ...baseView, brand: { ...baseView.brand, ...over } };
}

const baseView: ConsoleBrandView = {
  brand: {
    id: 1,
    name: 'mindful',
    version: 3,
    statistic: true,
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
    isRegistrationEnable: true,
    isSingleDeviceOnly: false,
    salesEmail: null,
    daysShowWarning: 3,
    supportCategoryIds: { passHomework: 10, renewCourse: 7, renewConsultation: 7 },
    socialAuth: { android: [], ios: [], web: [] },
    userInfoChat: false,
    messageDelay: 15,
    instructionUrl: {},
    guidelineUrl: {},
    community: { url: null, apiUrl: null },
    communityUrl: null,
    communityApiUrl: null,
    clubInApp: null,
  },
  domains: [
    {
      id: 5,
      host: 'localhost',
      brand_id: 1,
      name: 'mindful.school',
      title: 'Mindful School',
      supportEmail: null,
      whatsAppNumber: null,
      ga_id: null,
      ya_id: null,
      default_language: 'en',
      languages: ['en', 'ru'],
      frontendSettings: {
        spa_footer_1: null,
        spa_footer_2: null,
        spa_footer_3: null,
        spa_header_logo: null,
        spa_theme_variables: {},
        validate_cache: true,
      },
    },
  ],
  domain_claims: [],
  current_domain_id: 5,
};
