export { expectAccessible } from './a11y';
export {
  expectSessionEnded,
  LABELS,
  NEW_PASSWORD,
  recordAnalytics,
  recoveryLink,
  signInOnScreen,
  signUpByApi,
  signUpByAppIdApi,
  storedToken,
  uniqueEmail,
  useLanguage,
  userStatus,
} from './accounts';
export { DEMO } from './demo';
export { BASE_URL, E2E_DATA_DIR, E2E_PORT, READY_URL, SCHOOL_URLS } from './env';
export { screenshot } from './screenshot';
export { SOCIAL_PORT, SOCIAL_SCHOOL_URLS, type SocialServer, startSocialServer } from './second-server';
export { SIGN_OUT, signOutOnScreen } from './sign-out';
export {
  ANALYTICS_IDS,
  NO_BANNERS_URL,
  type ReceivedEnvelope,
  startCollector,
  startTelemetryServer,
  TELEMETRY_URL,
  type TelemetryServer,
} from './telemetry-server';
