import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** `ROUTER_BASE` may come without the slashes Vite's `base` needs. */
function normalizeBase(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

// Two builds from one source (ARCHITECTURE §1): the web app with browser history
// under the router base, and the mobile shell with hash history. The shell loads
// index.html from its own bundle, so its asset base is relative.
export default defineConfig(({ mode }) => {
  const isMobile = mode === 'mobile';
  return {
    root,
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
