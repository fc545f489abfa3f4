import { z } from 'zod';

export const zEmail = z.email('Enter a valid email address.').max(254).transform((v) => v.trim().toLowerCase());
export const zId = z.coerce.number().int().positive();
/** Optional free text: trimmed, empty becomes null. */
export const zOptionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).nullish()
    .transform((v) => (v ? v : null));
export const zRequiredText = (max: number, label = 'This field') =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`)
    .max(max, `Must be at most ${max} characters.`);
export const zUrl = z.union([z.url('Enter a full web address (https://…).').max(500), z.literal('')])
  .nullish().transform((v) => (v ? v : null));
