import type { MatchState } from '@portal/contracts';
import { matchState, ReferenceData } from '../realtime/scores/projection';
import type { SimulatorModel } from '@portal/simulator';

const references = new WeakMap<SimulatorModel, ReferenceData>();

/** A match of the demo's simulated world as the live scores would show it; undefined when the world holds no such match. */
export function worldMatchState(world: SimulatorModel, matchId: number): MatchState | undefined {
  const snapshot = world.match(matchId);
  if (snapshot === undefined) return undefined;
  let reference = references.get(world);
  if (reference === undefined) {
    reference = new ReferenceData();
    reference.update({ leagues: world.reference.leagues, teams: world.reference.teams, bookmakers: world.reference.bookmakers });
    references.set(world, reference);
  }
  return matchState(snapshot, reference);
}
