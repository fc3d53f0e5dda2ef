import { envelopeSchema } from '@portal/contracts';
import { z } from 'zod';

/**
 * The 200 answer of a call that may also fail with a code of its own (10011, 10012): those codes
 * travel with HTTP 200, so the failure envelope must pass the response schema too.
 */
export function answerOrCodedFailure<T extends z.ZodType>(data: T) {
  return z.union([envelopeSchema(data), envelopeSchema(z.null())]);
}
