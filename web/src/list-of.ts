import { z } from 'zod';

/** An array of `item`, keeping the entries that parse and dropping the rest, so one bad row does not empty a list. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );
}
