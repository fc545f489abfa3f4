/** The cookies one browser holds, for app.inject: what the server set, sent back where the path allows. */
export interface CookieJar {
  /** Keeps every cookie a reply sets (an empty value or Max-Age=0 removes it). */
  take(res: { cookies: Array<{ name: string; value: string; path?: string; maxAge?: number }> }): void;
  /** The Cookie header a browser would send to `url`. */
  header(url: string): Record<string, string>;
  readonly names: string[];
}

export function cookieJar(): CookieJar {
  const cookies = new Map<string, { value: string; path: string }>();
  return {
    take(res) {
      for (const c of res.cookies) {
        if (!c.value || c.maxAge === 0) cookies.delete(c.name);
        else cookies.set(c.name, { value: c.value, path: c.path ?? '/' });
      }
    },
    header(url): Record<string, string> {
      const pathname = url.split('?')[0]!;
      const sent = [...cookies].filter(([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`));
      return sent.length ? { cookie: sent.map(([name, c]) => `${name}=${c.value}`).join('; ') } : {};
    },
    get names() { return [...cookies.keys()]; },
  };
}
