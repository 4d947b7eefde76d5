import type { ConsoleBrandView, ConsoleSupportCategory } from '@cp/contract';

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

/** The school's support topics as the brand screen loads them: 10 and 7 are named by the brand. */
export function supportTopics(): ConsoleSupportCategory[] {
  const topic = (id: number, en: string, usedBy: ConsoleSupportCategory['used_by']) => ({
    id,
    sort: id,
    title: { ru: null, en, es: null },
    target_product: 'user_course' as const,
    require_product: true,
    used_by: usedBy,
  });
  return [
    topic(10, 'Hand in homework', ['passHomework']),
    topic(7, 'Renew a course or consultation', ['renewCourse', 'renewConsultation']),
    topic(3, 'Technical problem', []),
  ];
}
