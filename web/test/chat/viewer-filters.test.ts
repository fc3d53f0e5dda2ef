import { describe, expect, it } from 'vitest';
import {
  FOLD_WINDOW_MS,
  HIDE_WORDS_MAX,
  NO_FILTERS,
  chatLines,
  parseFilters,
  serializeFilters,
  withHideWord,
  type FilterableMessage,
} from '../../src/chat/viewer-filters';

let nextId = 1;
const said = (content: string, createdAt: number, kind = 'text'): FilterableMessage => ({
  id: nextId++,
  kind,
  content,
  createdAt,
});

const shown = (lines: ReturnType<typeof chatLines>) => lines.map((line) => [line.message.content, line.repeats]);

describe('chatLines', () => {
  it('shows every message unfiltered', () => {
    const messages = [said('666', 0), said('666', 1_000), said('好球', 2_000)];
    expect(shown(chatLines(messages, NO_FILTERS))).toEqual([
      ['666', 1],
      ['666', 1],
      ['好球', 1],
    ]);
  });

  it('hides viewer messages containing a hide word, ignoring case, but never gifts or notices', () => {
    const messages = [said('加微信 ABC123', 0), said('abc 是谁', 1), said('送出 abc', 2, 'gift'), said('进球了', 3)];
    expect(shown(chatLines(messages, { hideWords: ['abc'], foldRepeats: false }))).toEqual([
      ['送出 abc', 1],
      ['进球了', 1],
    ]);
  });

  it('folds identical messages within the fold window into one line with their count', () => {
    const messages = [said('666', 0), said('好球', 500), said(' 666 ', 3_000), said('666', FOLD_WINDOW_MS - 1)];
    expect(shown(chatLines(messages, { hideWords: [], foldRepeats: true }))).toEqual([
      ['666', 3],
      ['好球', 1],
    ]);
  });

  it('starts a new line once the window since the folded line has passed', () => {
    const messages = [said('666', 0), said('666', FOLD_WINDOW_MS), said('666', FOLD_WINDOW_MS + 1)];
    expect(shown(chatLines(messages, { hideWords: [], foldRepeats: true }))).toEqual([
      ['666', 1],
      ['666', 2],
    ]);
  });

  it('never folds gifts', () => {
    const messages = [said('送出 火箭', 0, 'gift'), said('送出 火箭', 1, 'gift')];
    expect(chatLines(messages, { hideWords: [], foldRepeats: true })).toHaveLength(2);
  });
});

describe('hide words', () => {
  it('adds a trimmed word once, whatever its case, keeping the newest ones', () => {
    expect(withHideWord(['广告'], '  微信 ')).toEqual(['广告', '微信']);
    expect(withHideWord(['QQ'], 'qq')).toEqual(['QQ']);
    expect(withHideWord([], '   ')).toEqual([]);
    const full = Array.from({ length: HIDE_WORDS_MAX }, (_, index) => `词${index}`);
    expect(withHideWord(full, '新词')).toEqual([...full.slice(1), '新词']);
  });

  it('reads back what it saved, and nothing from garbage', () => {
    const filters = { hideWords: ['广告'], foldRepeats: true };
    expect(parseFilters(serializeFilters(filters))).toEqual(filters);
    expect(parseFilters('{oops')).toEqual(NO_FILTERS);
    expect(parseFilters(JSON.stringify({ hideWords: [1, '赌'], foldRepeats: 'yes' }))).toEqual({
      hideWords: ['赌'],
      foldRepeats: false,
    });
  });
});
