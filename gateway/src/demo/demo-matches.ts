import { FEED_IN_PLAY_STATES, matchTypeOf, type FeedMatchSnapshot, type FeedSport, type MatchType } from '@portal/contracts';
import { HOUR } from '../beijing-time';
import { SimulatorModel } from '@portal/simulator';

/** A match of the simulator as the demo rooms, reservations and banners name it. */
export interface DemoMatch {
  matchId: number;
  matchType: MatchType;
  sport: FeedSport;
  leagueName: string;
  homeName: string;
  awayName: string;
  kickoffAt: number;
}

/** The matches the demo shows: one of each sport being played now, and the later ones anchors reserved. */
export interface DemoMatches {
  football: DemoMatch;
  basketball: DemoMatch;
  /** Reserved matches, in the order of the wishes given. */
  reserved: DemoMatch[];
}

const worlds = new Map<string, SimulatorModel>();

/**
 * The simulator's world as it stands at `now`; cached per seed and hour. It holds the days the
 * built-in simulator holds (its default window), so it plays the matches the portal's upstream
 * plays, and the same way: a match of a day before the window gets a quick result in both.
 */
export function demoWorld(seed: number, now: number): SimulatorModel {
  const key = `${seed}:${Math.floor(now / HOUR)}`;
  let model = worlds.get(key);
  if (!model) {
    model = new SimulatorModel({ seed, start: now });
    worlds.clear();
    worlds.set(key, model);
  }
  return model;
}

function describe(model: SimulatorModel, match: FeedMatchSnapshot): DemoMatch {
  const name = (teamId: number) => model.reference.team(teamId)?.shortName ?? `球队${teamId}`;
  return {
    matchId: match.id,
    matchType: matchTypeOf(match.sport),
    sport: match.sport,
    leagueName: model.reference.league(match.leagueId)?.shortName ?? '',
    homeName: name(match.homeTeamId),
    awayName: name(match.awayTeamId),
    kickoffAt: match.kickoffAt,
  };
}

/** How far from the hour asked a reserved league or cup match may kick off, before a friendly nearer it is taken. */
const RESERVE_WITHIN = 12 * HOUR;

/**
 * Picks the demo's matches from the simulator with `seed` at `now`: for each sport a match being
 * played (league and cup matches, the lowest league id, the big leagues, first), else the next to
 * start; then for each wish the unpicked league or cup match of its sport kicking off nearest to
 * `inHours` from now, or the nearest friendly where none is within {@link RESERVE_WITHIN} of it.
 */
export function pickDemoMatches(seed: number, now: number, wishes: readonly { sport: FeedSport; inHours: number }[]): DemoMatches {
  const model = demoWorld(seed, now);
  const all = [...model.snapshots()].sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
  const taken = new Set<number>();
  const friendly = (match: FeedMatchSnapshot) => model.reference.league(match.leagueId)?.kind === 'friendly';
  const showing = (sport: FeedSport): FeedMatchSnapshot => {
    const ofSport = all.filter((m) => m.sport === sport);
    const playing = ofSport
      .filter((m) => FEED_IN_PLAY_STATES[sport].has(m.state))
      .sort((a, b) => Number(friendly(a)) - Number(friendly(b)) || a.leagueId - b.leagueId || a.id - b.id);
    const found = playing[0] ?? ofSport.find((m) => m.kickoffAt >= now) ?? ofSport.at(-1);
    if (found === undefined) throw new Error(`the simulator has no ${sport} match for the demo`);
    taken.add(found.id);
    return found;
  };
  const football = describe(model, showing('football'));
  const basketball = describe(model, showing('basketball'));
  const reserved = wishes.map(({ sport, inHours }) => {
    const at = now + inHours * HOUR;
    const candidates = all.filter((m) => m.sport === sport && !taken.has(m.id) && m.kickoffAt > now);
    const nearestOf = (matches: readonly FeedMatchSnapshot[]) =>
      matches.reduce<FeedMatchSnapshot | undefined>((best, m) => (best === undefined || Math.abs(m.kickoffAt - at) < Math.abs(best.kickoffAt - at) ? m : best), undefined);
    // Anchors reserve league and cup matches, a friendly only where none is near the hour.
    const competitive = nearestOf(candidates.filter((m) => !friendly(m)));
    const nearest = competitive !== undefined && Math.abs(competitive.kickoffAt - at) <= RESERVE_WITHIN ? competitive : nearestOf(candidates);
    if (nearest === undefined) throw new Error(`the simulator has no ${sport} match to reserve`);
    taken.add(nearest.id);
    return describe(model, nearest);
  });
  return { football, basketball, reserved };
}
