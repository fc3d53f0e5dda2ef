import { CHAT_WINDOW_SIZE, type ChatLine } from '@portal/contracts';

/**
 * Everything the chat panel holds: the room channel's newest messages merged with the older pages
 * fetched on scroll-up. The channel drops a message both when a moderator deletes it and when it
 * falls out of the newest {@link CHAT_WINDOW_SIZE}; only the first may leave the screen.
 */
export interface ChatTimeline {
  /** Oldest first, one per id. */
  messages: ChatLine[];
  /** Ids a moderator deleted: never shown again, even if an older page brings them back. */
  deleted: ReadonlySet<number>;
  /** The cursor of the next older page: undefined before the first fetch, null once the first message is held. */
  nextBefore: number | null | undefined;
}

export const EMPTY_TIMELINE: ChatTimeline = { messages: [], deleted: new Set(), nextBefore: undefined };

type Window = Readonly<Record<string, ChatLine>>;

function merged(messages: readonly ChatLine[], incoming: readonly ChatLine[], deleted: ReadonlySet<number>): ChatLine[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) if (!deleted.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function windowIds(window: Window): number[] {
  return Object.values(window).map((message) => message.id);
}

/**
 * The timeline after the channel's window went from `before` to `after` (a patch). A message that
 * left the window was deleted unless it was older than everything left in a full window.
 */
export function followWindow(timeline: ChatTimeline, before: Window | null, after: Window): ChatTimeline {
  const afterIds = windowIds(after);
  const oldestLeft = afterIds.length > 0 ? Math.min(...afterIds) : Number.POSITIVE_INFINITY;
  const full = afterIds.length >= CHAT_WINDOW_SIZE;
  const deleted = new Set(timeline.deleted);
  if (before) {
    const kept = new Set(afterIds);
    for (const id of windowIds(before)) {
      if (kept.has(id)) continue;
      if (!full || id > oldestLeft) deleted.add(id);
    }
  }
  const messages = merged(timeline.messages, Object.values(after), deleted).filter((message) => !deleted.has(message.id));
  return { ...timeline, messages, deleted };
}

/**
 * The timeline after a fresh snapshot of the window (the first, or a resync that could not catch
 * up): a held message newer than the window's oldest but missing from it was deleted meanwhile.
 */
export function replaceWindow(timeline: ChatTimeline, window: Window): ChatTimeline {
  const ids = new Set(windowIds(window));
  const oldest = ids.size > 0 ? Math.min(...ids) : Number.POSITIVE_INFINITY;
  const deleted = new Set(timeline.deleted);
  for (const message of timeline.messages) if (message.id > oldest && !ids.has(message.id)) deleted.add(message.id);
  const messages = merged(timeline.messages, Object.values(window), deleted).filter((message) => !deleted.has(message.id));
  return { ...timeline, messages, deleted };
}

/** The timeline with an older page of history added before what it holds. */
export function addOlderPage(timeline: ChatTimeline, page: readonly ChatLine[], nextBefore: number | null): ChatTimeline {
  return { ...timeline, messages: merged(timeline.messages, page, timeline.deleted), nextBefore };
}

/** The `before` of the next older page: the oldest message held, or none for the newest page. */
export function olderCursor(timeline: ChatTimeline): number | undefined {
  if (typeof timeline.nextBefore === 'number') return Math.min(timeline.nextBefore, timeline.messages[0]?.id ?? Infinity);
  return timeline.messages[0]?.id;
}

/** Whether older history may still exist. */
export function hasOlder(timeline: ChatTimeline): boolean {
  return timeline.nextBefore !== null;
}

/** The ids of messages a patch added to the window, oldest first (for the barrage). */
export function arrivedIds(before: Window | null, after: Window): number[] {
  return Object.keys(after)
    .filter((key) => !before || !(key in before))
    .map(Number)
    .sort((a, b) => a - b);
}
