import { describe, expect, it } from 'vitest';
import type { FeedIncident } from '@portal/contracts';
import { footballMinuteLabels } from '../../src/scores/match/incident-minutes';

const incident = (id: string, minute: number): FeedIncident => ({ id, kind: 'corner', minute, team: 'home', at: 0 });

const match = (state: number, knockout = false) => ({ state, knockout, clockBaseMinute: 45, periodMinutes: 45 });

describe('footballMinuteLabels', () => {
  it('writes first-half added time as 45+n once the second half has begun', () => {
    const incidents = [incident('a', 30), incident('b', 46), incident('c', 47), incident('d', 46), incident('e', 60)];
    const labels = footballMinuteLabels(match(4), incidents);
    expect(incidents.map(({ id }) => labels.get(id))).toEqual(["30'", "45+1'", "45+2'", "46'", "60'"]);
  });

  it('writes added time at the end of the half being played', () => {
    expect(footballMinuteLabels(match(2), [incident('a', 47)]).get('a')).toBe("45+2'");
    expect(footballMinuteLabels(match(4), [incident('a', 93)]).get('a')).toBe("90+3'");
    expect(footballMinuteLabels(match(8), [incident('a', 94)]).get('a')).toBe("90+4'");
  });

  it('leaves minutes past 90 of a finished cup tie as they are: they may be extra time', () => {
    expect(footballMinuteLabels(match(8, true), [incident('a', 100)]).get('a')).toBe("100'");
  });
});
