import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

const inNodeModules = (packages: string) => new RegExp(`node_modules[\\\\/](?:${packages})[\\\\/]`);

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
  ],
};

/** `ROUTER_BASE` may come without the slashes Vite's `base` needs. */
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
    resolve: { alias: command === 'build' ? reactRouterProduction : [] },
    base: isMobile ? './' : normalizeBase(process.env.ROUTER_BASE ?? '/class/'),
    plugins: [react()],
    define: {
      'import.meta.env.VITE_APP_TYPE': JSON.stringify(isMobile ? 'mobile' : 'web'),
      'import.meta.env.VITE_APP_ID': JSON.stringify(process.env.VITE_APP_ID ?? 'web-spa'),
    },
    build: {
      outDir: isMobile ? 'dist-mobile' : 'dist',
      emptyOutDir: true,
      // The bench script reads the manifest to find the JS the login route loads.
      manifest: true,
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
