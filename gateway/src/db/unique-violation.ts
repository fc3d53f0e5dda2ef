const UNIQUE_VIOLATION = '23505';

/** The unique constraint a failed write broke, as both drivers report it under drizzle's error; undefined for any other error. */
export function brokenUniqueConstraint(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } } | null)?.cause;
  if (cause?.code !== UNIQUE_VIOLATION) return undefined;
  return typeof cause.constraint === 'string' ? cause.constraint : '';
}
