/** A challenge can be answered for this long after it was fetched. */
export const CHALLENGE_TTL_MS = 120_000;
/** A passed challenge's verification value is accepted by the SMS request for this long. */
export const VERIFICATION_TTL_MS = 180_000;

/** Challenges one client (address and clientUid) may fetch per window before '6201'. */
export const GET_LIMIT = 30;
/** Challenges one address may fetch per window, whatever clientUids it sends, before '6201'. */
export const GET_ADDRESS_LIMIT = 60;
export const GET_WINDOW_MS = 60_000;
/** Wrong answers one client may give per window before '6202'. */
export const FAILURE_LIMIT = 6;
export const FAILURE_WINDOW_MS = 5 * 60_000;
/** Answers one address may submit per window before '6204'. */
export const CHECK_LIMIT = 60;
export const CHECK_WINDOW_MS = 60_000;

/** The slider answer may be off by this much horizontally (reference pixels). */
export const BLOCK_PUZZLE_TOLERANCE = 5;
/** Each click-word click may land this far from its character's centre (reference pixels). */
export const CLICK_WORD_TOLERANCE = 25;
