import { z } from 'zod';

const matchType = z.coerce.number().pipe(z.literal([1, 2])).optional().catch(undefined);

/** The search of the guide pages: sport, play type, ranking, a plan's code. */
export const guideSearchSchema = z.object({
  matchType,
  playType: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  sort: z.enum(['hitRate', 'streak', 'roi']).optional().catch(undefined),
  code: z.string().max(32).optional().catch(undefined),
});

/** The search of the pages that list one sport's matches. */
export const sportSearchSchema = z.object({ matchType: matchType.transform((value) => value ?? 1) });

/** The search of the pages that list plans by status. */
export const statusSearchSchema = z.object({ status: z.enum(['all', 'open', 'settled']).catch('all').default('all') });

/** The search of /recommend: a match to publish on. */
export const publishSearchSchema = z.object({ matchId: z.coerce.number().int().positive().optional().catch(undefined), matchType });
