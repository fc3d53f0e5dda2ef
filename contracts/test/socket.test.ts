import { describe, expect, it } from 'vitest';
import { matchChannel, oddsChannel, parseMatchChannel, roomChannel } from '../src';

describe('match channels', () => {
  it('reads the sport and match back from the name matchChannel makes', () => {
    expect(parseMatchChannel(matchChannel('basketball', 20784560))).toEqual({ sport: 'basketball', matchId: 20784560 });
    expect(parseMatchChannel(matchChannel('football', 7))).toEqual({ sport: 'football', matchId: 7 });
  });

  it('answers null for any other channel or a malformed id', () => {
    for (const name of [oddsChannel('football', 7), roomChannel(7), 'match:tennis:7', 'match:football:07', 'match:football:', 'list:football']) {
      expect(parseMatchChannel(name), name).toBeNull();
    }
  });
});
