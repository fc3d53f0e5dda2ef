// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RoomScoreDelay } from '../../src/live/RoomScoreDelay';
import { createFlvTagReader, createStreamLag, publishStreamLag } from '../../src/player/stream-lag';
import { setSpoilerDelaySeconds, spoilerDelaySeconds } from '../../src/realtime/spoiler-delay';

type Tag = [type: number, ts: number, size: number, data?: number[]];

/** An FLV body: the header, then one tag per [type, timestamp ms, data size, first data bytes]. */
function flv(tags: readonly Tag[]): Uint8Array {
  const bytes: number[] = [0x46, 0x4c, 0x56, 1, 5, 0, 0, 0, 9, 0, 0, 0, 0];
  for (const [type, ts, size, data = []] of tags) {
    bytes.push(type, (size >> 16) & 0xff, (size >> 8) & 0xff, size & 0xff);
    bytes.push((ts >> 16) & 0xff, (ts >> 8) & 0xff, ts & 0xff, (ts >>> 24) & 0xff, 0, 0, 0);
    for (let i = 0; i < size; i++) bytes.push(data[i] ?? 0xaa);
    const total = 11 + size;
    bytes.push((total >>> 24) & 0xff, (total >> 16) & 0xff, (total >> 8) & 0xff, total & 0xff);
  }
  return Uint8Array.from(bytes);
}

describe('FLV tag timestamps', () => {
  const tags: Tag[] = [
    [18, 0, 30],
    // The AVC and AAC sequence headers a server stamps 0 ahead of its cached pictures.
    [9, 0, 50, [0x17, 0x00]],
    [8, 0, 4, [0xaf, 0x00]],
    [9, 84_121, 40, [0x17, 0x01]],
    [8, 84_123, 7, [0xaf, 0x01]],
    [9, 84_140, 0],
    [9, 0x1234567, 1],
  ];

  it('reads every tag header whatever cut the chunks have, and tells decoder configurations apart', () => {
    const body = flv(tags);
    for (const cut of [1, 2, 5, 11, 12, 13, 64, body.length]) {
      const seen: [number, number, boolean][] = [];
      const read = createFlvTagReader((type, ts, config) => seen.push([type, ts, config]));
      for (let at = 0; at < body.length; at += cut) read(body.subarray(at, at + cut));
      expect(seen, `chunks of ${cut}`).toEqual(
        tags.map(([type, ts], index) => [type, ts, index === 1 || index === 2]),
      );
    }
  });
});

describe('how far behind live the player is', () => {
  it('is the live edge the freshest tag pins minus the playhead', () => {
    let now = 100_000;
    const lag = createStreamLag(() => now);
    expect(lag.behindMs(0)).toBeNull();
    lag.tag(9, 0, true);
    expect(lag.behindMs(0)).toBeNull();
    // Joining: the server's cached pictures from 60 s to 62 s arrive at once, then live ones on time.
    lag.tag(9, 60_000);
    lag.tag(8, 61_000);
    lag.tag(9, 62_000);
    now = 100_500;
    lag.tag(9, 62_500);
    now = 101_000;
    lag.tag(9, 63_000);
    // The live edge is stream time 63 s; playing at 60 s + 0.5 s is 2.5 s behind.
    expect(lag.behindMs(0.5)).toBe(2_500);
    now = 105_000;
    expect(lag.behindMs(4.5)).toBe(2_500);
  });

  it('counts only audio and video tags', () => {
    const lag = createStreamLag(() => 10_000);
    lag.tag(18, 0);
    expect(lag.behindMs(0)).toBeNull();
  });
});

describe('比分延迟 in a live room', () => {
  afterEach(() => {
    cleanup();
    publishStreamLag(null);
    setSpoilerDelaySeconds(0, null);
  });

  it('offers the measured lag as the hold-back and takes it on a click', () => {
    render(<RoomScoreDelay />);
    expect(screen.queryByText(/直播画面约落后/)).toBeNull();
    act(() => publishStreamLag(7_400));
    expect(screen.getByText(/直播画面约落后 8 秒/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '按画面延迟 8 秒' }));
    expect(spoilerDelaySeconds()).toBe(8);
    expect(screen.getByText('比分已与画面同步')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: '比分延迟' }) as HTMLSelectElement).value).toBe('8');
  });
});
