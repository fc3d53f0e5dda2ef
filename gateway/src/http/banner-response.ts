import { bannerSchema, envelopeSchema } from '@portal/contracts';
import { z } from 'zod';

/**
 * The banner list as the gateway answers it: the contract's jump fields plus what the carousel
 * draws. Declared as the 200 response so an answer that drifts from the contract fails loudly.
 */
export const bannerListResponseSchema = envelopeSchema(
  z.array(
    bannerSchema.extend({
      id: z.number().int(),
      placeCode: z.string(),
      title: z.string(),
      image: z.string(),
      sort: z.number().int(),
    }),
  ),
);
