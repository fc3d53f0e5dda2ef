/** How close in time identical messages must be to fold into one line. */
export const FOLD_WINDOW_MS = 10_000;
/** Hide words a viewer may keep. */
export const HIDE_WORDS_MAX = 20;
/** Longest hide word. */
export const HIDE_WORD_MAX_LENGTH = 20;

/** What a viewer chose to see less of; kept in this browser only. */
export interface ViewerFilters {
  /** A viewer's message containing one of these (case ignored) is not shown. */
  hideWords: string[];
  /** Identical viewer messages within {@link FOLD_WINDOW_MS} show as one line with a count. */
  foldRepeats: boolean;
}

export const NO_FILTERS: ViewerFilters = { hideWords: [], foldRepeats: false };

/** The part of a chat message the filters look at. Only viewers' text is filtered; gifts and notices never are. */
export interface FilterableMessage {
  id: number;
  kind: string;
  content: string;
  createdAt: number;
}

/** A line of the chat as the viewer sees it: a message, and how many identical ones it stands for. */
export interface ChatLine<M extends FilterableMessage> {
  message: M;
  repeats: number;
}

const isViewerText = (message: FilterableMessage) => message.kind === 'text';
const foldKey = (content: string) => content.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether `message` contains one of the hide words. */
export function hiddenByWords(message: FilterableMessage, hideWords: readonly string[]): boolean {
  if (!isViewerText(message) || hideWords.length === 0) return false;
  const content = message.content.toLowerCase();
  return hideWords.some((word) => word && content.includes(word.toLowerCase()));
}

/**
 * The lines of the chat for messages in time order: hidden ones left out, and with folding on,
 * a message identical to one shown less than {@link FOLD_WINDOW_MS} before it adds to that line
 * instead of making its own.
 */
export function chatLines<M extends FilterableMessage>(
  messages: readonly M[],
  filters: ViewerFilters,
  windowMs: number = FOLD_WINDOW_MS,
): ChatLine<M>[] {
  const lines: ChatLine<M>[] = [];
  const openFolds = new Map<string, ChatLine<M>>();
  for (const message of messages) {
    if (hiddenByWords(message, filters.hideWords)) continue;
    if (filters.foldRepeats && isViewerText(message)) {
      const key = foldKey(message.content);
      const open = openFolds.get(key);
      if (open && message.createdAt - open.message.createdAt < windowMs) {
        open.repeats += 1;
        continue;
      }
      const line = { message, repeats: 1 };
      openFolds.set(key, line);
      lines.push(line);
      continue;
    }
    lines.push({ message, repeats: 1 });
  }
  return lines;
}

/** The hide words after adding `word`: trimmed, without duplicates, at most {@link HIDE_WORDS_MAX}. */
export function withHideWord(words: readonly string[], word: string): string[] {
  const trimmed = word.trim().slice(0, HIDE_WORD_MAX_LENGTH);
  if (!trimmed || words.some((existing) => existing.toLowerCase() === trimmed.toLowerCase())) return [...words];
  return [...words, trimmed].slice(-HIDE_WORDS_MAX);
}

/** Reads filters saved by {@link serializeFilters}; anything unreadable counts as no filters. */
export function parseFilters(saved: string | null): ViewerFilters {
  if (!saved) return NO_FILTERS;
  try {
    const value = JSON.parse(saved) as Partial<ViewerFilters>;
    const hideWords = Array.isArray(value.hideWords)
      ? value.hideWords.filter((word): word is string => typeof word === 'string').slice(0, HIDE_WORDS_MAX)
      : [];
    return { hideWords, foldRepeats: value.foldRepeats === true };
  } catch {
    return NO_FILTERS;
  }
}

export function serializeFilters(filters: ViewerFilters): string {
  return JSON.stringify(filters);
}
