import type { IdeaArt } from './art.ts';

// The shape of the demo idea bank (English, written for the owner of a small local business).

export interface IdeaSeed {
  slug: string;
  title: string;
  summary: string;
  /** HTML: a how-to; sanitised by the builder before it is stored. */
  body: string;
  /** Plain text the client copies and adapts; [brackets] mark what to fill in. */
  adCopy: string;
  art: IdeaArt;
}

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  /** The gradient of its ideas' pictures. */
  colors: [string, string];
  ideas: IdeaSeed[];
}
