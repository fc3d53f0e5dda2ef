// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { kickLive, samplePosition } from '../../src/player/mpegts-engine';

/** A media element's time ranges from [start, end] pairs. */
const ranges = (pairs: [number, number][]): TimeRanges => ({
  length: pairs.length,
  start: (index: number) => pairs[index]![0],
  end: (index: number) => pairs[index]![1],
});

/** The part of a media element the engine reads and moves, recording plays. */
function media(options: { currentTime: number; buffered: [number, number][]; paused: boolean; refuseSound?: boolean }) {
  const element = {
    currentTime: options.currentTime,
    buffered: ranges(options.buffered),
    paused: options.paused,
    muted: false,
    play: vi.fn(() => (options.refuseSound && !element.muted ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve())),
  };
  return element;
}

describe('samplePosition', () => {
  it('reads the range holding the playhead and the end of the last range', () => {
    expect(samplePosition(media({ currentTime: 3, buffered: [[2, 5], [6, 9]], paused: false }) as unknown as HTMLMediaElement, 800)).toEqual({
      currentTime: 3,
      bufferedEnd: 5,
      bufferedUntil: 9,
      bufferedBytes: 200_000,
    });
  });

  it('answers the playhead for both ends when it lies in a gap and nothing follows', () => {
    expect(samplePosition(media({ currentTime: 4, buffered: [[0, 2]], paused: false }) as unknown as HTMLMediaElement, 800)).toEqual({
      currentTime: 4,
      bufferedEnd: 4,
      bufferedUntil: 4,
      bufferedBytes: 0,
    });
  });
});

describe('kickLive', () => {
  it('moves a playhead left in a gap to where the buffered media starts, and plays a paused element', async () => {
    const element = media({ currentTime: 0, buffered: [[0.48, 3.2]], paused: true });
    kickLive(element as unknown as HTMLMediaElement);
    await Promise.resolve();
    expect(element.currentTime).toBe(0.48);
    expect(element.play).toHaveBeenCalledTimes(1);
  });

  it('plays muted when playing with sound is refused', async () => {
    const element = media({ currentTime: 1, buffered: [[0, 3]], paused: true, refuseSound: true });
    kickLive(element as unknown as HTMLMediaElement);
    await vi.waitFor(() => expect(element.play).toHaveBeenCalledTimes(2));
    expect(element.muted).toBe(true);
    expect(element.currentTime).toBe(1);
  });

  it('leaves a playhead inside the buffered media, and an element that is not paused, alone', () => {
    const element = media({ currentTime: 1, buffered: [[0, 3]], paused: false });
    kickLive(element as unknown as HTMLMediaElement);
    expect(element.currentTime).toBe(1);
    expect(element.play).not.toHaveBeenCalled();
  });
});
