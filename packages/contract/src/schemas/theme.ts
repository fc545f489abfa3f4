import { z } from 'zod';

// spec §3 Theme. Every field optional on read: the SPA falls back to §9 defaults.
const zColor = z.string().max(64);
export const ThemeColors = z.object({
  background: zColor, primary: zColor, secondary: zColor, accent: zColor, textColor: zColor,
  hoverColor: zColor, buttonDefaultColor: zColor, buttonPrimaryColor: zColor, buttonTextColor: zColor,
  buttonSecondaryColor: zColor, textInverseColor: zColor, loginBackground: zColor,
}).partial();
export type ThemeColors = z.infer<typeof ThemeColors>;

export const Theme = z.object({
  colors: ThemeColors,
  assets: z.object({ logo: z.string(), favicon: z.string() }).partial(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  robotsMetaTag: z.string(),
  canonicalUrl: z.string(),
  openGraph: z.object({ title: z.string(), description: z.string(), image: z.string(), url: z.string(), type: z.string() }).partial(),
  twitter: z.object({ title: z.string(), description: z.string(), image: z.string(), cardType: z.string() }).partial(),
  footerText: z.string(),
}).partial();
export type Theme = z.infer<typeof Theme>;

/** GET /meta.json */
export const VersionFile = z.object({ version: z.string() });
