import { DEFAULT_PAGE_TITLE, type Theme } from '@portal/contract';

// The tab's title names the page, then the brand: "My Schedule · Summit Coaching" (issue 8 finding 12).
let pageName = '';
let brandTitle = DEFAULT_PAGE_TITLE;
const composeTitle = () => (pageName ? `${pageName} · ${brandTitle}` : brandTitle);

/** Names the page shown in the tab's title; the brand part follows the tenant theme. */
export function setPageName(name: string, doc: Document = document): void {
  pageName = name;
  doc.title = composeTitle();
}

/** spec §1, §3: title, description, keywords, robots, canonical, Open Graph, Twitter, icon, manifest. */
export function applyThemeDocument(theme: Theme, tenantId: number, doc: Document = document): void {
  brandTitle = theme.title || DEFAULT_PAGE_TITLE;
  doc.title = composeTitle();
  setMeta(doc, 'name', 'description', theme.description);
  setMeta(doc, 'name', 'keywords', theme.keywords);
  setMeta(doc, 'name', 'robots', theme.robotsMetaTag);
  const og = theme.openGraph ?? {};
  setMeta(doc, 'property', 'og:title', og.title ?? theme.title);
  setMeta(doc, 'property', 'og:description', og.description ?? theme.description);
  setMeta(doc, 'property', 'og:image', og.image);
  setMeta(doc, 'property', 'og:url', og.url);
  setMeta(doc, 'property', 'og:type', og.type);
  const tw = theme.twitter ?? {};
  setMeta(doc, 'name', 'twitter:card', tw.cardType);
  setMeta(doc, 'name', 'twitter:title', tw.title ?? theme.title);
  setMeta(doc, 'name', 'twitter:description', tw.description ?? theme.description);
  setMeta(doc, 'name', 'twitter:image', tw.image);
  setLink(doc, 'canonical', theme.canonicalUrl);
  setLink(doc, 'icon', theme.assets?.favicon);
  setLink(doc, 'manifest', `/themes/${tenantId}/manifest.json`);
}

function setMeta(doc: Document, attr: 'name' | 'property', key: string, content: string | undefined): void {
  let el = doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = doc.createElement('meta');
    el.setAttribute(attr, key);
    doc.head.append(el);
  }
  el.content = content;
}

function setLink(doc: Document, rel: string, href: string | undefined): void {
  if (!href) return;
  let el = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = doc.createElement('link');
    el.rel = rel;
    doc.head.append(el);
  }
  el.href = href;
}
