import type { Motif } from './assets.ts';

// The shape of the demo programme content (English, realistic business coaching).

export type ResourceSeed =
  | { type: 'pdf'; title: string; lines: string[] }
  | { type: 'worksheet'; title: string; rows: string[][] }
  | { type: 'link'; title: string; url: string }
  | { type: 'audio'; title: string };

export interface LessonSeed {
  title: string;
  short: string;
  /** HTML written by the coach; the web renders it sanitised. */
  full: string;
  minutes: number;
  motif: Motif;
  quiz?: string;
  resources: ResourceSeed[];
}

export interface GroupSeed {
  title: string;
  name: string;
  slug: string;
  description: string;
  colors: [string, string];
  motif: Motif;
  lessons: LessonSeed[];
}

/** The types of the resource_types lookup (rows come with the migration). */
export const RESOURCE_TYPE_IDS = { video: 1, pdf: 2, worksheet: 3, link: 4, audio: 5 } as const;
