import { describe, expect, it } from 'vitest';
import { CHAT_WINDOW_SIZE } from '@portal/contracts';
import {
  EMPTY_TIMELINE,
  addOlderPage,
  arrivedIds,
  followWindow,
  hasOlder,
  olderCursor,
  replaceWindow,
} from '../../src/chat/chat-timeline';
import { chatLine, windowOf } from './fixtures';

const ids = (timeline: { messages: { id: number }[] }) => timeline.messages.map((message) => message.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => chatLine(from + index));

describe('chat timeline', () => {
  it('takes the first window in id order', () => {
    const timeline = replaceWindow(EMPTY_TIMELINE, windowOf(chatLine(3), chatLine(1), chatLine(2)));
    expect(ids(timeline)).toEqual([1, 2, 3]);
  });

  it('drops a message a moderator deleted from the window', () => {
    const before = windowOf(chatLine(1), chatLine(2), chatLine(3));
    let timeline = replaceWindow(EMPTY_TIMELINE, before);
    timeline = followWindow(timeline, before, windowOf(chatLine(1), chatLine(3)));
    expect(ids(timeline)).toEqual([1, 3]);
    expect(timeline.deleted.has(2)).toBe(true);
  });

  it('keeps the oldest message that only fell out of a full window', () => {
    const before = windowOf(...range(1, CHAT_WINDOW_SIZE));
    let timeline = replaceWindow(EMPTY_TIMELINE, before);
    timeline = followWindow(timeline, before, windowOf(...range(2, CHAT_WINDOW_SIZE + 1)));
    expect(ids(timeline)[0]).toBe(1);
    expect(timeline.messages).toHaveLength(CHAT_WINDOW_SIZE + 1);
  });

  it('treats the oldest message leaving a window that is not full as deleted', () => {
    const before = windowOf(...range(1, CHAT_WINDOW_SIZE));
    let timeline = replaceWindow(EMPTY_TIMELINE, before);
    timeline = followWindow(timeline, before, windowOf(...range(2, CHAT_WINDOW_SIZE)));
    expect(ids(timeline)[0]).toBe(2);
  });

  it('on a fresh snapshot drops held messages deleted meanwhile, and keeps older ones', () => {
    let timeline = replaceWindow(EMPTY_TIMELINE, windowOf(chatLine(5), chatLine(6), chatLine(7)));
    timeline = addOlderPage(timeline, [chatLine(3), chatLine(4)], 3);
    timeline = replaceWindow(timeline, windowOf(chatLine(5), chatLine(7), chatLine(8)));
    expect(ids(timeline)).toEqual([3, 4, 5, 7, 8]);
  });

  it('puts older pages first, pages from the oldest held message, and stops at the first message', () => {
    let timeline = replaceWindow(EMPTY_TIMELINE, windowOf(chatLine(21), chatLine(22)));
    expect(olderCursor(timeline)).toBe(21);
    timeline = addOlderPage(timeline, range(1, 20).slice(10), 11);
    expect(ids(timeline)[0]).toBe(11);
    expect(olderCursor(timeline)).toBe(11);
    expect(hasOlder(timeline)).toBe(true);
    timeline = addOlderPage(timeline, range(1, 10), null);
    expect(ids(timeline)).toEqual([...range(1, 20).map((line) => line.id), 21, 22]);
    expect(hasOlder(timeline)).toBe(false);
  });

  it('never brings a deleted message back with an older page', () => {
    const before = windowOf(chatLine(5), chatLine(6));
    let timeline = replaceWindow(EMPTY_TIMELINE, before);
    timeline = followWindow(timeline, before, windowOf(chatLine(6)));
    timeline = addOlderPage(timeline, [chatLine(4), chatLine(5)], null);
    expect(ids(timeline)).toEqual([4, 6]);
  });

  it('names the messages a patch added, for the barrage', () => {
    expect(arrivedIds(windowOf(chatLine(1)), windowOf(chatLine(1), chatLine(3), chatLine(2)))).toEqual([2, 3]);
  });
});
