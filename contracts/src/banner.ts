import { z } from 'zod';

/** Internal page numbers whose jump appends the banner's target id. */
export const BANNER_PAGES_WITH_TARGET_ID = [4, 5, 7, 10] as const;

/**
 * A banner or advert. `innerPageId` (1 to 10) picks the internal page it jumps to; for any other
 * jump type it opens `outerLink`.
 */
export const bannerSchema = z.object({
  innerPageId: z.number().int().min(1).max(10).nullable(),
  jumpType: z.number().int(),
  targetId: z.union([z.number().int(), z.string()]).nullable(),
  outerLink: z.string().nullable(),
});
/** A banner or advert. */
export type Banner = z.infer<typeof bannerSchema>;

/** Whether a jump to internal page `innerPageId` appends the target id. */
export function bannerJumpNeedsTargetId(innerPageId: number): boolean {
  return (BANNER_PAGES_WITH_TARGET_ID as readonly number[]).includes(innerPageId);
}
