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
    rolldownOptions: {
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
