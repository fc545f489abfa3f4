import { describe, expect, it } from 'vitest';
import { shellPreload } from './shell-preload.mjs';

const INDEX = '<!doctype html>\n<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body></body>\n</html>\n';

/** A bundle as Vite hands it to generateBundle: the entry, the shell and their imports. */
function bundle() {
  const chunk = (fileName, imports, extra = {}) => ({ type: 'chunk', fileName, imports, viteMetadata: { importedCss: new Set() }, ...extra });
  return {
    'index.html': { type: 'asset', fileName: 'index.html', source: INDEX },
    'assets/index.js': chunk('assets/index.js', ['assets/start.js'], { isEntry: true }),
    'assets/start.js': chunk('assets/start.js', []),
    'assets/shell.js': chunk('assets/shell.js', ['assets/start.js', 'assets/signed-in.js'], {
      facadeModuleId: '/repo/apps/web/src/app/layout/shell.tsx', viteMetadata: { importedCss: new Set(['assets/shell.css']) },
    }),
    'assets/signed-in.js': chunk('assets/signed-in.js', []),
    'assets/page.js': chunk('assets/page.js', ['assets/start.js']),
  };
}

function run(files, plugin = shellPreload({ module: 'src/app/layout/shell.tsx', fileName: 'app.html' })) {
  const emitted = [];
  plugin.generateBundle.call({ emitFile: (f) => emitted.push(f), error: (m) => { throw new Error(m); } }, {}, files);
  return emitted;
}

describe('app.html: index.html that also preloads the signed-in shell (DESIGN §9)', () => {
  it('adds the shell and the imports the entry does not already load, at low priority, and its CSS', () => {
    const [page] = run(bundle());
    expect(page.fileName).toBe('app.html');
    expect(page.source).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shell.js">');
    expect(page.source).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/signed-in.js">');
    expect(page.source).toContain('<link rel="stylesheet" crossorigin href="/assets/shell.css">');
    expect(page.source).not.toContain('href="/assets/start.js"');
    expect(page.source).not.toContain('page.js');
    expect(page.source.indexOf('shell.js')).toBeLessThan(page.source.indexOf('</head>'));
  });

  it('knows which chunks the HTML loads, for the route chunks to leave out of their preloads', () => {
    const plugin = shellPreload({ module: 'src/app/layout/shell.tsx', fileName: 'app.html' });
    run(bundle(), plugin);
    expect([...plugin.loadedWithHtml].sort()).toEqual(['assets/index.js', 'assets/shell.js', 'assets/signed-in.js', 'assets/start.js']);
  });

  it('stops the build when the shell is not in the bundle', () => {
    const files = bundle();
    delete files['assets/shell.js'];
    expect(() => run(files)).toThrow(/src\/app\/layout\/shell\.tsx/);
  });
});
