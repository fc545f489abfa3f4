import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.mjs';
import { shellPreload } from './build/shell-preload.mjs';

const API = 'http://localhost:3000';
const proxied = ['/api', '/gapi', '/themes', '/meta.json', '/app-config.json', '/sanctum', '/files', '/dev'];

export default defineConfig({
  plugins: [react(), shellPreload({ module: 'src/app/layout/shell.tsx', fileName: 'app.html' }), precompress()],
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, { target: API, changeOrigin: false }])) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // One stylesheet for the whole app (8 kB gzip): one request instead of one per route, and
    // route chunks then have no CSS to load beside them.
    cssCodeSplit: false,
    // Route chunks are imported as they are, without Vite's preload helper: its per-dependency
    // work ran on the main thread at start-up (DESIGN §9). What a page needs first is preloaded
    // by the HTML itself (index.html, and app.html for signed-in pages).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // Few files per page (DESIGN §9): each file is a request, and on a phone's connection every
      // request costs a round trip. Small shared chunks are inlined where they are used; what the
      // entry needs is one chunk; what every signed-in page needs first (TanStack Query, zod and the
      // query cache) is one more. The rest stays split per route.
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            { name: 'signed-in', test: /node_modules[\\/](@tanstack|zod)[\\/]|apps[\\/]web[\\/]src[\\/]lib[\\/]query-client/, priority: 1 },
          ],
        },
      },
      treeshake: {
        // The contract's modules only declare schemas and constants: let unused ones drop out of a
        // chunk, so the /login route stays within its 100 KB budget (DESIGN §9).
        moduleSideEffects: [
          { test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
          { test: /\.css$/, sideEffects: true },
        ],
      },
    },
  },
});
