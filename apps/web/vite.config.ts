import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.mjs';
import { shellPreload } from './build/shell-preload.mjs';

const API = 'http://localhost:3000';
// app.html: index.html that also preloads the signed-in shell (served to signed-in pages).
const appHtml = shellPreload({ module: 'src/app/layout/shell.tsx', fileName: 'app.html' });
const proxied = ['/api', '/gapi', '/themes', '/meta.json', '/app-config.json', '/sanctum', '/files', '/dev'];

export default defineConfig({
  plugins: [react(), appHtml, precompress()],
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, { target: API, changeOrigin: false }])) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // One stylesheet for the whole app (8 kB gzip): one request instead of one per route, and
    // route chunks then have no CSS to load beside them.
    cssCodeSplit: false,
    // A route chunk's import preloads only the shared chunks that page alone needs (pay-now,
    // safe-html …). The entry's, the signed-in basics' and the shell's chunks come with the HTML
    // (index.html; app.html for signed-in pages), and Vite's preload helper costs main-thread time
    // per listed file at start-up (DESIGN §9).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !appHtml.loadedWithHtml.has(dep))),
    },
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
