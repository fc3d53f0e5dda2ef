import type { FeedLineup, FeedLineupPlayer, FeedPlayer, FootballPosition } from '@portal/contracts';
import { competitionEntry } from './catalog';
import { personName } from './names';
import { Rng } from './random';
import type { TeamProfile } from './reference';

/** The broad role of a football position, which decides who scores, is booked or is replaced. */
export type Role = 'GK' | 'DEF' | 'MID' | 'FWD';

export function roleOf(position: string): Role {
  if (position === 'GK' || position === 'G') return 'GK';
  if (position === 'D' || position === 'DL' || position === 'DC' || position === 'DR') return 'DEF';
  if (position === 'ST' || position === 'F' || position === 'LW' || position === 'RW') return 'FWD';
  return 'MID';
}

/** The formations clubs line up in: the positions of each line, from the back, left wing first. */
const FORMATIONS: Record<string, readonly (readonly FootballPosition[])[]> = {
  '4-3-3': [['DL', 'DC', 'DC', 'DR'], ['MC', 'DM', 'MC'], ['LW', 'ST', 'RW']],
  '4-4-2': [['DL', 'DC', 'DC', 'DR'], ['ML', 'MC', 'MC', 'MR'], ['ST', 'ST']],
  '4-2-3-1': [['DL', 'DC', 'DC', 'DR'], ['DM', 'DM'], ['LW', 'AM', 'RW'], ['ST']],
  '3-5-2': [['DC', 'DC', 'DC'], ['ML', 'MC', 'DM', 'MC', 'MR'], ['ST', 'ST']],
};

/** Nobody: a side with no one suspended. */
export const NO_ONE: ReadonlySet<number> = new Set();

const entry = (player: FeedPlayer, position = player.position): FeedLineupPlayer => ({
  playerId: player.id,
  name: player.name,
  number: player.number,
  position,
});

/** A club's head coach, the same in every match of a seed. */
export function coachOf(seed: number, profile: TeamProfile): string {
  return personName(Rng.for(seed, 'coach', profile.team.id), competitionEntry(profile.team.leagueId).nameStyle);
}

/**
 * A football side's line-up for one match, and the players it starts with on the pitch and on the
 * bench; the `suspended` are left out of the squad.
 */
export function footballLineup(
  seed: number,
  matchId: number,
  profile: TeamProfile,
  suspended: ReadonlySet<number> = NO_ONE,
): { lineup: FeedLineup; onPitch: FeedPlayer[]; bench: FeedPlayer[] } {
  const rng = Rng.for(seed, 'lineup', matchId, profile.team.id);
  const formation = rng.pick(Object.keys(FORMATIONS));
  const slots: FootballPosition[] = ['GK', ...(FORMATIONS[formation] ?? []).flat()];
  const free = profile.players.filter((player) => !suspended.has(player.id));
  const take = (accepts: (player: FeedPlayer) => boolean): FeedPlayer | undefined => {
    const index = free.findIndex(accepts);
    return index < 0 ? undefined : free.splice(index, 1)[0];
  };
  const starters: FeedLineupPlayer[] = [];
  const onPitch: FeedPlayer[] = [];
  for (const slot of slots) {
    const player =
      take((p) => p.position === slot) ??
      take((p) => roleOf(p.position) === roleOf(slot)) ??
      take((p) => roleOf(p.position) !== 'GK');
    if (player === undefined) continue;
    starters.push(entry(player, slot));
    onPitch.push(player);
  }
  return {
    lineup: { formation, coach: coachOf(seed, profile), starters, substitutes: free.map((p) => entry(p)) },
    onPitch,
    bench: free,
  };
}

/** A basketball side's line-up: the club's five starters and the rest of the squad. */
export function basketballLineup(seed: number, profile: TeamProfile): FeedLineup {
  const starting = new Set(profile.starters);
  return {
    formation: null,
    coach: coachOf(seed, profile),
    starters: profile.players.filter((p) => starting.has(p.id)).map((p) => entry(p)),
    substitutes: profile.players.filter((p) => !starting.has(p.id)).map((p) => entry(p)),
  };
}
