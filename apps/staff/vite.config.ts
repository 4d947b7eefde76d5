import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));

// As in apps/web: React Router 7's exports name only its development build
// (remix-run/react-router#14102); builds take the production build it ships beside it.
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
 * The expert desk (issue 9, decision 054): a second app served by the API server at
 * `/staff/` on the school's own host, built apart from the learner app so none of its
 * code reaches the learner's bundles.
 */
export default defineConfig(({ command }) => ({
  root,
  base: '/staff/',
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  // Brotli and gzip copies of every text asset over 1 KB, sent precompressed by the API (issue 26).
  plugins: [
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // As in apps/web: the contract's module-level zod schemas would otherwise all ship
        // with the one constant a screen imports.
        moduleSideEffects: (id: string) => !id.includes('/packages/contract/'),
      },
    },
  },
  // `vite` sends API calls and the socket to a running api (npm run serve).
  server: {
    proxy: {
      '/spa': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080', ws: true },
    },
  },
}));
