/**
 * A Saturday evening of the leagues (22:40 in Beijing), for suites that need matches being played
 * whatever the time of day they run at: as `SIMULATOR_START`, the portal's world starts there.
 */
export const LEAGUES_EVENING = { SIMULATOR_START: '2026-11-28T22:40:00+08:00' };

/** What the simulator answers to an injected event: the match after it. */
export type Injected = { match: { id: number; homeScore: number; awayScore: number } };

/** Makes an incident happen now in a match the simulator is playing (409 when it is not). */
export function inject(simulatorUrl: string, matchId: number, kind: 'goal' | 'red' | 'corner' | 'yellow', team: 'home' | 'away') {
  return fetch(`${simulatorUrl}/admin/inject`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId, kind, team }),
  });
}

/** Scores a home goal in the first of `matchIds` that the simulator is playing. */
export async function injectGoalIntoALiveRow(simulatorUrl: string, matchIds: string[]): Promise<Injected> {
  for (const matchId of matchIds) {
    const response = await inject(simulatorUrl, Number(matchId), 'goal', 'home');
    if (response.ok) return (await response.json()) as Injected;
  }
  throw new Error(`none of the live rows ${matchIds.join(', ')} is being played`);
}
