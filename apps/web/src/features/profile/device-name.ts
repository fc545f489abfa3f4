// Issue 22: the name a new passkey is offered, from the device it is made on ("Chrome on Windows").

type NavigatorWithUAData = Pick<Navigator, 'userAgent'> & { userAgentData?: { platform?: string; brands?: { brand: string }[] } };

const PLATFORMS: [string, RegExp][] = [
  ['iPhone', /iPhone/], ['iPad', /iPad/], ['Android', /Android/], ['ChromeOS', /CrOS/],
  ['Mac', /Macintosh|Mac OS X/], ['Windows', /Windows/], ['Linux', /Linux/],
];
const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\//], ['Opera', /OPR\//], ['Samsung Internet', /SamsungBrowser\//],
  ['Firefox', /Firefox\/|FxiOS\//], ['Chrome', /Chrome\/|CriOS\//], ['Safari', /Safari\//],
];
const first = (rules: [string, RegExp][], text: string) => rules.find(([, pattern]) => pattern.test(text))?.[0];

/** "Chrome on Windows", "Safari on iPhone"; "This device" when the browser says nothing useful. */
export function suggestedPasskeyName(nav: NavigatorWithUAData = navigator): string {
  const ua = nav.userAgent;
  const platform = first(PLATFORMS, ua) ?? (nav.userAgentData?.platform || undefined);
  const browser = first(BROWSERS, ua);
  if (platform && browser) return `${browser} on ${platform}`;
  return platform ?? browser ?? 'This device';
}
