import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { banners } from '../db/schema';

const bannerFields = {
  id: banners.id,
  placeCode: banners.placeCode,
  title: banners.title,
  image: banners.image,
  jumpType: banners.jumpType,
  innerPageId: banners.innerPageId,
  targetId: banners.targetId,
  outerLink: banners.outerLink,
  sort: banners.sort,
};

export function createBannerRepository(db: Db) {
  return {
    /** All banners, or those of one place, in display order. */
    list(placeCode?: string) {
      return db
        .select(bannerFields)
        .from(banners)
        .where(placeCode === undefined ? undefined : eq(banners.placeCode, placeCode))
        .orderBy(asc(banners.placeCode), asc(banners.sort), asc(banners.id));
    },
  };
}

export type BannerRepository = ReturnType<typeof createBannerRepository>;
