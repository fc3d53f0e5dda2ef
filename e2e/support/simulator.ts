/** What the simulator answers to an injected event: the match after it. */
export type Injected = { match: { id: number; homeScore: number; awayScore: number } };

/** Scores a home goal in the first of `matchIds` that the simulator is playing. */
export async function injectGoalIntoALiveRow(simulatorUrl: string, matchIds: string[]): Promise<Injected> {
  for (const matchId of matchIds) {
    const response = await fetch(`${simulatorUrl}/admin/inject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ matchId: Number(matchId), kind: 'goal', team: 'home' }),
    });
    if (response.ok) return (await response.json()) as Injected;
  }
  throw new Error(`none of the live rows ${matchIds.join(', ')} is being played`);
}
