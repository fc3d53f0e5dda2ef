import { commonQuerySchema } from '@portal/contracts';
import { z } from 'zod';

/** A GET querystring schema that also accepts the channelId and platform every client call adds. */
export function getQuery<Shape extends z.ZodRawShape>(shape: Shape) {
  return commonQuerySchema.extend(shape);
}

/** An integer query parameter; an empty value counts as absent so the default applies. */
export function queryInt(bounds: { min: number; max: number; fallback: number }) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(bounds.min).max(bounds.max).default(bounds.fallback),
  );
}
