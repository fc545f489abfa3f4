// Bundles the server (and the contract it imports) into dist/; npm packages stay external.
import { build } from 'esbuild';
import fs from 'node:fs';

// The contract ships as TypeScript source (decision 005): inline it, with its subpath exports.
const contract = {
  name: 'contract',
  setup(b) {
    const src = new URL('../../packages/contract/src/', import.meta.url).pathname;
    b.onResolve({ filter: /^@portal\/contract(\/graphql)?$/ }, (args) => ({
      path: args.path.endsWith('/graphql') ? `${src}graphql/index.ts` : `${src}index.ts`,
    }));
  },
};

const raw = {
  name: 'raw',
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, (args) => ({ path: new URL(args.path.replace(/\?raw$/, ''), `file://${args.resolveDir}/`).pathname, namespace: 'raw' }));
    b.onLoad({ filter: /.*/, namespace: 'raw' }, (args) => ({ contents: fs.readFileSync(args.path, 'utf8'), loader: 'text' }));
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/migrate.ts', 'src/cli.ts'].filter((f) => fs.existsSync(f)),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  plugins: [contract, raw],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
