/** Did a statement fail on a unique constraint (PostgreSQL 23505), perhaps wrapped by the driver or Drizzle? */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};
