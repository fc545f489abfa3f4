// Emits app.html: index.html plus <link rel="modulepreload"> for the signed-in shell's code and a
// stylesheet link for its CSS. The server sends it for signed-in pages, so the browser fetches the
// shell beside the entry instead of after the entry has run (DESIGN §9). /login keeps index.html and
// loads only its own code.

/** The static imports of `fileName`, itself included, as the bundle lists them. */
function closureOf(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) closureOf(bundle, dep, seen);
  return seen;
}

/**
 * @param {{ module: string, fileName: string }} options  the shell's source path (ending) and the page to emit
 * @returns {import('vite').Plugin & { loadedWithHtml: Set<string> }}
 */
export function shellPreload({ module, fileName }) {
  /** The chunks app.html loads (the entry's and the shell's), known once the bundle is written. */
  const loadedWithHtml = new Set();
  return {
    loadedWithHtml,
    name: 'portal-shell-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const shell = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
      const index = bundle['index.html'];
      if (!entry || !shell || index?.type !== 'asset') {
        this.error(`shell-preload: no ${entry ? (shell ? 'index.html' : module) : 'entry chunk'} in the bundle`);
      }
      const loaded = closureOf(bundle, entry.fileName);
      for (const file of [...loaded, ...closureOf(bundle, shell.fileName)]) loadedWithHtml.add(file);
      const cssOf = (files) => new Set([...files].flatMap((f) => [...(bundle[f].viteMetadata?.importedCss ?? [])]));
      const loadedCss = cssOf(loaded);
      const scripts = [...closureOf(bundle, shell.fileName)].filter((f) => !loaded.has(f));
      const styles = [...cssOf(scripts)].filter((f) => !loadedCss.has(f));
      const links = [
        // Low priority: fetched early, but after what the first paint needs (the entry and CSS).
        ...scripts.map((f) => `    <link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`),
        ...styles.map((f) => `    <link rel="stylesheet" crossorigin href="/${f}">`),
      ].join('\n');
      const html = String(index.source);
      const head = /\s*<\/head>/;
      if (!head.test(html)) this.error('shell-preload: index.html has no </head>');
      this.emitFile({ type: 'asset', fileName, source: html.replace(head, `\n${links}\n  </head>`) });
    },
  };
}
