import { bannerJumpNeedsTargetId } from '@portal/contracts';

/** `jumpType` of a banner that opens a page of the portal; every other type opens `outerLink`. */
export const BANNER_JUMP_INTERNAL = 1;

/** Internal pages by `innerPageId` (SPEC §2); pages 4, 5, 7 and 10 take the target id as a last segment. */
export const BANNER_PAGES: Readonly<Record<number, string>> = Object.freeze({
  1: '/football',
  2: '/basketball',
  3: '/live/all',
  4: '/football/live',
  5: '/basketball/live',
  6: '/guide',
  7: '/guide/expert/info',
  8: '/news',
  9: '/youliao',
  10: '/live/room',
});

type Field = number | string | null | undefined;

export interface BannerJump {
  jumpType: Field;
  innerPageId: Field;
  targetId: Field;
  outerLink: string | null | undefined;
}

export type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

const NONE: BannerTarget = Object.freeze({ kind: 'none' });

export function bannerTarget(banner: BannerJump): BannerTarget {
  if (Number(banner.jumpType) === BANNER_JUMP_INTERNAL) return internalTarget(banner);
  const href = (banner.outerLink ?? '').trim();
  return isSafeLink(href) ? { kind: 'external', href } : NONE;
}

function internalTarget({ innerPageId, targetId }: BannerJump): BannerTarget {
  const page = Number(innerPageId);
  const path = BANNER_PAGES[page];
  if (path === undefined) return NONE;
  if (!bannerJumpNeedsTargetId(page)) return { kind: 'internal', to: path };
  const id = String(targetId ?? '').trim();
  if (!id) return NONE;
  return { kind: 'internal', to: `${path}/${encodeURIComponent(id)}` };
}

// Links come from the admin back office; anything but http(s) or a site path (javascript:, data:) is refused.
function isSafeLink(href: string): boolean {
  return /^https?:\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('/\\'));
}
