import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The mobile shell (issue 12, decision 070): the learner app's mobile build
 * (`npm run build:mobile`: hash history, `X-App-Type: mobile`, relative asset base) inside the
 * Android and iOS projects beside this file. The WebView serves the bundle from its own origin,
 * `https://localhost` on Android and `capacitor://localhost` on iOS; the API answers those origins
 * (apps/api/src/plugins/mobile-shell-cors.ts). Set the school's address at build time with
 * VITE_API_ORIGIN, the same value for `npm run build:mobile` and for `cap sync`.
 */
const apiOrigin = process.env.VITE_API_ORIGIN ?? '';
// A school on plain http (a test server on the LAN, the Android emulator's 10.0.2.2): the
// WebView must be allowed to call it. Never for a release, which talks to an https school.
const plainHttpSchool = apiOrigin.startsWith('http://');

const config: CapacitorConfig = {
  // Android's applicationId and iOS's bundle identifier, fixed when the projects were added:
  // a school's own store listing changes it in both projects (README "Mobile app").
  appId: 'com.courseplatform.learner',
  appName: 'Course Platform',
  webDir: '../web/dist-mobile',
  server: {
    // The origins the API's CORS allows (decision 070); `localhost` keeps a secure context, which
    // IndexedDB, Cache Storage and crypto.randomUUID need.
    hostname: 'localhost',
    androidScheme: 'https',
    iosScheme: 'capacitor',
    cleartext: plainHttpSchool,
  },
  android: {
    // An https page calling an http school is mixed content; only for such a test build.
    allowMixedContent: plainHttpSchool,
  },
  ios: {
    contentInset: 'automatic',
  },
  plugins: {
    // @capacitor/filesystem, @capacitor/network and @capacitor/file-transfer need no settings:
    // downloads go to Directory.Data (the app's own files, never evicted by the system), which
    // needs no storage permission on either platform (decision 070).
  },
};

export default config;
