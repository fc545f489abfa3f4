import type { Plugin } from 'vite';

export function shellPreload(options: { module: string; fileName: string }): Plugin & { loadedWithHtml: Set<string> };
