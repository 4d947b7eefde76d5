import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption, parseAst } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));

// React Router 7's package exports name only its development build (warnings on),
// whatever NODE_ENV says (remix-run/react-router#14102). Builds take the
// production build it ships beside it: same code with ENABLE_DEV_WARNINGS false.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * i18next and react-i18next resolve to the few hundred lines of them the app uses
 * (src/lib/i18n/lite): in the build, the dev server and the unit tests alike, so the tests
 * exercise what ships. TypeScript keeps checking calls against the real packages' types.
 */
const i18nLite = [
  { find: /^i18next$/, replacement: path.join(root, 'src/lib/i18n/lite/i18next.ts') },
  { find: /^react-i18next$/, replacement: path.join(root, 'src/lib/i18n/lite/react-i18next.ts') },
];

const inNodeModules = (packages: string) => new RegExp(`node_modules[\\\\/](?:${packages})[\\\\/]`);

/**
 * The learning screens' shared code (stream, course and status calls, locks,
 * notices, documents): what the day screen needs too. The parts only the
 * courses and calendar screens use (access text, section notice) stay out of it.
 */
const learningShared =
  /[\\/]src[\\/](?:lib[\\/]format[\\/]|lib[\\/]learning[\\/](?!access-text)|lib[\\/]routing[\\/]learning-paths|components[\\/]documents[\\/]|components[\\/]learning[\\/](?!access-text-line|use-access-text))/;

/**
 * What the signed-in frame imports beyond the learning code (realtime session, current
 * user, avatar, banners, the community and chat links of the menus): every signed-in screen
 * loads it with its layouts anyway, so it joins the learning chunk rather than half a dozen
 * small chunks, each a request and a compression context of its own (1.4 KB gzip on the day
 * screen). What guest and open routes import too stays out, or they would download the
 * learning chunk for it; as a group takes its modules' imports along, two such modules get
 * groups of their own: the account-area paths (the banners and communities calls import
 * them, and so does the sign-in screen's support modal) and the realtime socket (logout,
 * auto-login and account deletion stop it; the live homework statuses subscribe to it).
 */
const accountAreaRoutes = /[\\/]packages[\\/]contract[\\/]src[\\/]account-area-routes\./;
const offlineConstants = /[\\/]packages[\\/]contract[\\/]src[\\/]offline\./;
const realtimeSocket = /[\\/]src[\\/]lib[\\/]realtime[\\/]/;
const signedInShared =
  /[\\/]src[\\/](?:app[\\/]session[\\/]realtime-session|lib[\\/](?:session[\\/]current-user-query|community[\\/]|navigation[\\/](?:chat|homework)-paths)|components[\\/](?:avatar[\\/]|banners[\\/](?:banner-slot\.|banner-api|banners-enabled)))/;

/**
 * The sign-in screen and what it needs beyond the entry (issue 3): one chunk instead of the
 * screen plus a handful of small ones shared with the other account screens, each of which
 * would cost the sign-in route a request and its own compression overhead (0.6 KB gzip in
 * all; decision 005 budget). `npm run bench` finds it by its name.
 */
const loginRoute =
  /[\\/]src[\\/](?:features[\\/]auth[\\/](?:routes[\\/]login-route|api[\\/]login\.|components[\\/](?:login-(?:form|validation|screen)|cookie-notice|instruction-link|social-sign-in|support-block))|lib[\\/]auth[\\/](?:report-login|complete-sign-in|social-start|credential-rules))/;

/**
 * What the layouts and the signed-in screens share with the sign-in screen (footer, logo,
 * language switch, feature flags, the login notice the session socket sets, the user's
 * name): one chunk both routes load, so the signed-in screens never download the sign-in
 * screen's chunk for a few small modules (ARCHITECTURE §7 budget).
 */
const layoutShared =
  /[\\/]src[\\/](?:components[\\/](?:ui[\\/][^\\/]+\.module\.css|form[\\/]form\.module\.css)|app[\\/]layout[\\/]app-footer|components[\\/](?:language-switch|logo)[\\/]|config[\\/]feature-flags|lib[\\/]auth[\\/]login-notice|lib[\\/]session[\\/]current-user\.)/;

/** The other account screens' shared code (issue 3): forms, calls, social helpers, in one chunk. */
const accountShared =
  /[\\/]src[\\/](?:components[\\/]form[\\/]|features[\\/](?:account[\\/]api|social[\\/](?:api|components))[\\/]|features[\\/]auth[\\/]api[\\/]|lib[\\/]auth[\\/](?:social-return|app-id|revoke-token))/;

/**
 * Chunks by what loads them (ARCHITECTURE §7 budget, measured with `npm run bench`):
 * - `vendor`: the libraries every route needs (React, React Router, i18next), apart
 *   from our code so a release of the app does not invalidate them in caches. One
 *   chunk: split per library (react, router, i18n) the sign-in route loaded 1 KB
 *   more gzip. Only libraries the entry imports belong here: whatever this group
 *   captures is downloaded by every visitor.
 * - `query`: TanStack Query, loaded with the signed-in screens only.
 * - the rest of what the entry imports statically joins the entry chunk instead
 *   of small shared chunks of its own.
 */
const codeSplitting = {
  groups: [
    {
      name: 'vendor',
      test: inNodeModules(
        'react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store',
      ),
      priority: 30,
    },
    { name: 'query', test: inNodeModules('@tanstack'), priority: 20 },
    { name: 'index', tags: ['$initial' as const], priority: 10 },
    // One chunk rather than a dozen small ones: fewer requests and shorter preload
    // lists in the entry (issue 5, day screen budget).
    {
      name: 'learning',
      test: (id: string) => learningShared.test(id) || signedInShared.test(id),
      priority: 5,
    },
    { name: 'account-area-routes', test: accountAreaRoutes, priority: 8 },
    // The offline store (decision 067) apart from the learning chunk that also imports it: the
    // sign-in route of an offline school keeps its configuration answer there, and would
    // otherwise download the learning chunk and TanStack Query with it (issue 30).
    {
      name: 'offline-store',
      test: (id: string) => inNodeModules('idb-keyval').test(id) || offlineConstants.test(id),
      priority: 8,
    },
    { name: 'session-socket', test: realtimeSocket, priority: 8 },
    { name: 'layout', test: layoutShared, priority: 7 },
    { name: 'login-route', test: loginRoute, priority: 6 },
    { name: 'account', test: accountShared, priority: 4 },
  ],
};

/**
 * hls.js without its debug logging (ARCHITECTURE §7 budget, decision 005). Its logger prints
 * only when a player is made with `debug` set, which ours never is (components/player);
 * otherwise each of its calls is a no-op whose message still downloads: 10 KB gzip of the
 * day screen's 111 KB of hls.js. Such calls go as whole statements; one whose arguments
 * write anything (`=`, `++`) stays. hls.js's own build strips console.assert the same way.
 * `HLS_DEBUG_LOGS=1 vite build` keeps them, for debugging the player with `debug: true`.
 */
const HLS_QUIET_LEVELS = new Set(['log', 'debug', 'info', 'warn', 'error']);
type AstNode = { type: string; start: number; end: number } & Record<string, unknown>;

const isAstNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function childNodes(node: AstNode): AstNode[] {
  return Object.values(node)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter(isAstNode);
}

function writesAnything(node: AstNode): boolean {
  return (
    ['AssignmentExpression', 'UpdateExpression', 'AwaitExpression', 'YieldExpression'].includes(node.type) ||
    childNodes(node).some(writesAnything)
  );
}

/** `this.log(…)`, `logger.warn(…)`, `this.hls.logger.debug(…)` as a statement of its own. */
function isQuietLoggerCall(node: AstNode): boolean {
  const call = node.expression;
  if (node.type !== 'ExpressionStatement' || !isAstNode(call) || call.type !== 'CallExpression') return false;
  const callee = call.callee as AstNode;
  const method = callee.property as AstNode | undefined;
  if (callee.type !== 'MemberExpression' || callee.computed || method?.type !== 'Identifier') return false;
  if (!HLS_QUIET_LEVELS.has(method.name as string)) return false;
  const target = callee.object as AstNode;
  const isLogger =
    target.type === 'ThisExpression' ||
    (target.type === 'Identifier' && target.name === 'logger') ||
    (target.type === 'MemberExpression' && (target.property as AstNode).name === 'logger');
  return isLogger && !(call.arguments as AstNode[]).some(writesAnything);
}

function stripHlsDebugLogs(code: string): { code: string; removed: number } {
  const cuts: AstNode[] = [];
  const visit = (node: AstNode): void => {
    if (isQuietLoggerCall(node)) cuts.push(node);
    else for (const child of childNodes(node)) visit(child);
  };
  visit(parseAst(code) as unknown as AstNode);
  let out = '';
  let position = 0;
  for (const cut of cuts.sort((a, b) => a.start - b.start)) {
    // An empty statement keeps `if (…) this.log(…);` and `else` branches valid.
    out += `${code.slice(position, cut.start)};`;
    position = cut.end;
  }
  return { code: out + code.slice(position), removed: cuts.length };
}

function hlsWithoutDebugLogs(): Plugin {
  return {
    name: 'hls-without-debug-logs',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]hls\.js[\\/]dist[\\/]hls\.light\.mjs$/ },
      handler(code) {
        const { code: stripped, removed } = stripHlsDebugLogs(code);
        if (!removed)
          this.warn('hls.js: no logger calls found to strip; did its logger change? (decision 005)');
        // The module's source map would point into the removed calls: none rather than a wrong one.
        return { code: stripped, map: { mappings: '' } };
      },
    },
  };
}

/**
 * The installable app (issue 12, decision 066): our own service worker (src/sw.ts, which also
 * shows Web Push) built by Workbox with the list of the shell's files injected, so that after one
 * visit the app starts offline. It lands at `<base>sw.js`, the address Web Push registers
 * (lib/push/web-push.ts). The app registers it itself (app/pwa) and the API serves
 * the manifest per school (apps/api/src/modules/pwa), hence no registration script and no
 * manifest here. The mobile build has none: the shell's files are on the device already.
 */
function installableApp(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // The shell: every script, style and page of the build, lazy screens included (a screen
      // opened offline for the first time must load too). Not the bench's .vite/manifest.json.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // hls.js is the largest chunk (~0.4 MB); Workbox's default ceiling is 2 MiB per file.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}

/** `ROUTER_BASE` may come without the slashes Vite's `base` needs. */
/**
 * Brotli and gzip copies of every text asset over 1 KB, written once at build and sent by the
 * API's static plugin to a browser that accepts them (issue 26): maximum compression costs the
 * build a second, not each request.
 */
function precompressed(): PluginOption {
  return compression({
    algorithms: ['brotliCompress', 'gzip'],
    include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml)$/,
    threshold: 1024,
    logLevel: 'silent',
  });
}

function normalizeBase(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

// Two builds from one source (ARCHITECTURE §1): the web app with browser history
// under the router base, and the mobile shell with hash history. The shell loads
// index.html from its own bundle, so its asset base is relative.
export default defineConfig(({ command, mode }) => {
  const isMobile = mode === 'mobile';
  return {
    root,
    // Tests and the dev server keep the development build and its warnings.
    resolve: { alias: [...i18nLite, ...(command === 'build' ? reactRouterProduction : [])] },
    base: isMobile ? './' : normalizeBase(process.env.ROUTER_BASE ?? '/class/'),
    plugins: [
      react(),
      ...(process.env.HLS_DEBUG_LOGS ? [] : [hlsWithoutDebugLogs()]),
      ...(isMobile ? [] : [installableApp()]),
      // Served precompressed by the API (issue 26); the mobile shell reads files from the device.
      ...(isMobile ? [] : [precompressed()]),
    ],
    define: {
      'import.meta.env.VITE_APP_TYPE': JSON.stringify(isMobile ? 'mobile' : 'web'),
      'import.meta.env.VITE_APP_ID': JSON.stringify(process.env.VITE_APP_ID ?? 'web-spa'),
      // The release of this build: error reports carry it, and the mobile shell compares it
      // with the school's mobile_app_version to offer an update (spec 01 §4).
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.APP_VERSION ?? '1.0.0'),
    },
    build: {
      outDir: isMobile ? 'dist-mobile' : 'dist',
      emptyOutDir: true,
      // The bench script reads the manifest to find the JS the login route loads.
      manifest: true,
      // Every browser the app supports preloads modules itself (Safari 17, Firefox 115);
      // the polyfill cost every route 0.3 KB gzip (issue 5, day screen budget).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: { codeSplitting },
        treeshake: {
          // The contract defines its zod schemas at module level; its package is not
          // marked side-effect free, so without this a screen that needs one constant
          // would download every schema and zod with it (ARCHITECTURE §7 budget).
          moduleSideEffects: (id: string) => !id.includes('/packages/contract/'),
        },
      },
    },
    // `vite` and `vite preview` send API calls to a running api (npm run serve).
    server: { proxy: { '/spa': process.env.API_PROXY_TARGET ?? 'http://localhost:8080' } },
    preview: { proxy: { '/spa': process.env.API_PROXY_TARGET ?? 'http://localhost:8080' } },
  };
});
