/**
 * Where a top-up returns to. A page that asks for diamonds (a plan's paywall, a paid highlight, a
 * room's gifts) links to /v/pay with `back`, its own address. The provider's page sends the user
 * to /v/pay?orderId=… whatever the order was for, so the top-up keeps `back` for the tab while
 * the user pays, and once the diamonds are credited takes the user back there.
 */

/** sessionStorage key of the page a top-up under way returns to. */
const RETURN_KEY = 'portal.topUp.back';
/** The longest `back` kept; a page's own address is far shorter. */
const MAX_BACK_LENGTH = 512;

/** `back` when it is a path of this site (never another origin, `//host` or `/\host`), else undefined. */
export function siteBack(back: unknown): string | undefined {
  if (typeof back !== 'string' || back.length > MAX_BACK_LENGTH) return undefined;
  if (!back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return undefined;
  if (back.startsWith('/v/pay')) return undefined;
  return back;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Reading sessionStorage itself throws where storage is blocked; the top-up then just stays on /v/pay.
    return null;
  }
}

/** Keeps `back` while the user is at the provider's page. */
export function rememberReturn(back: string | undefined, store: Storage | null = storage()): void {
  if (!store) return;
  const safe = siteBack(back);
  if (safe) store.setItem(RETURN_KEY, safe);
  else store.removeItem(RETURN_KEY);
}

/** The page a returning top-up goes back to, if one was kept; it is kept until taken. */
export function keptReturn(store: Storage | null = storage()): string | undefined {
  return siteBack(store?.getItem(RETURN_KEY) ?? undefined);
}

/** Forgets the kept page once the user is on the way back to it. */
export function forgetReturn(store: Storage | null = storage()): void {
  store?.removeItem(RETURN_KEY);
}
