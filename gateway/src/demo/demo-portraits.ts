import { drawnPictureUrl, type PictureSpec } from '../community/drawing';
import type { Db } from '../db/database';
import { drawnPictures } from '../db/schema';

/** Where the hues of a group's portraits start on the colour wheel, so anchors, experts and fans differ. */
export const PORTRAIT_HUES = { anchor: 10, expert: 130, fan: 250, buyer: 190 } as const;

/**
 * Portraits for demo users: the first character of each name on a hue of its own (spread over a
 * third of the wheel from `firstHue`), drawn like the community's pictures. Answers their URLs in
 * the order of the names.
 */
export async function demoPortraits(db: Db, names: readonly string[], firstHue: number): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .insert(drawnPictures)
    .values(names.map((name, index) => ({ spec: { kind: 'portrait', name, hue: Math.round(firstHue + (index * 120) / names.length) % 360 } satisfies PictureSpec })))
    .returning({ id: drawnPictures.id });
  return rows.map((row) => drawnPictureUrl(row.id));
}
