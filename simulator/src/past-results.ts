import type {
  FeedBasketballStats,
  FeedClosingLines,
  FeedFootballSideStats,
  FeedFootballStats,
  FeedIncident,
  FeedIncidentKind,
  FeedPlayer,
  FeedScorePair,
  FeedSide,
  Sport,
} from '@portal/contracts';
import { MINUTE } from '@portal/contracts';
import { sideStats, type Line } from './box-score';
import { competitionEntry } from './catalog';
import { PENALTY_KICK, shootoutDecided } from './engine';
import { pricedLines } from './closing-lines';
import { footballLineup, NO_ONE, roleOf } from './lineups';
import { Rng } from './random';
import { expectedGamePoints } from './ratings';
import type { Reference, TeamProfile } from './reference';
import type { SeasonFixture } from './season-calendar';

/** A finished match as the season counts it: the score, the goals and cards, the box score. */
export interface PlayedMatch {
  id: number;
  homeScore: number;
  awayScore: number;
  penaltyScore: [number, number] | null;
  /** The score at half-time; null where the quick draw has none (basketball, drawn by the whole game). */
  halfScore: [number, number] | null;
  /** Football goals (with scorer and assist) and cards, oldest first. */
  incidents: FeedIncident[];
  /** Football: who went off and who came on, oldest first; empty in basketball. */
  substitutions: FeedIncident[];
  /** Football only: possession, shots, corners and attacks, as a live match counts them. */
  teamStats: FeedFootballStats | null;
  /** Basketball only. */
  boxScore: FeedBasketballStats | null;
  /** Basketball: points by period; empty in football. */
  quarterScores: FeedScorePair[];
  /** Football: who played, the starters and those who came on; empty in basketball, whose box score says it. */
  appearances: Appearance[];
  /** The headline company's closing lines; null where it quoted none. */
  lines: FeedClosingLines | null;
  /** Football: the minute its final whistle counts as, 90 or 120 after extra time (stoppage time not counted); 0 in basketball. */
  endMinute: number;
}

/** A player who played in a match: in its starting eleven, or on from the bench. */
export interface Appearance {
  playerId: number;
  starter: boolean;
}

const SCORER_WEIGHT: Record<string, number> = {
  ST: 9, F: 8, LW: 6, RW: 6, AM: 5, M: 3, MC: 2.5, ML: 3, MR: 3, DM: 1.2, D: 0.6, DC: 0.7, DL: 0.6, DR: 0.6, GK: 0, G: 0,
};
const ASSIST_WEIGHT: Record<string, number> = {
  AM: 8, LW: 7, RW: 7, MC: 5, ML: 5, MR: 5, M: 5, ST: 4, F: 4, DM: 3, DL: 3, DR: 3, D: 1, DC: 1, GK: 0.1, G: 0.1,
};

/**
 * The result of a match played before the simulated days: a quick draw from the two clubs'
 * strengths, with the goals and cards (football) or the box score (basketball) that make it up.
 */
export function quickResult(
  reference: Reference,
  seed: number,
  fixture: SeasonFixture,
  carried: readonly [number, number] = [0, 0],
  suspended: Record<FeedSide, ReadonlySet<number>> = { home: NO_ONE, away: NO_ONE },
): PlayedMatch {
  const rng = Rng.for(seed, 'past', fixture.id);
  const home = reference.profile(fixture.homeTeamId);
  const away = reference.profile(fixture.awayTeamId);
  const lines = pricedLines(reference, fixture);
  return QUICK_RESULTS[fixture.sport]({ seed, fixture, carried, suspended, rng, home, away, lines });
}

/** What a quick draw of a past match starts from: the fixture, its clubs and their streams, and its closing lines. */
interface QuickDraw {
  seed: number;
  fixture: SeasonFixture;
  carried: readonly [number, number];
  suspended: Record<FeedSide, ReadonlySet<number>>;
  rng: Rng;
  home: TeamProfile;
  away: TeamProfile;
  lines: FeedClosingLines;
}

/** Each sport's quick draw of a past match: football's goals, cards and changes; basketball's box score and quarters. */
const QUICK_RESULTS: { readonly [S in Sport]: (draw: QuickDraw) => PlayedMatch } = {
  football: footballQuickResult,
  basketball: ({ seed, fixture, rng, home, away, lines }) => {
    const result = basketballResult(rng, fixture, home, away);
    return { ...result, substitutions: [], teamStats: null, quarterScores: quarterScores(Rng.for(seed, 'past-quarters', fixture.id), result), lines };
  },
};

function footballQuickResult({ seed, fixture, carried, suspended, rng, home, away, lines }: QuickDraw): PlayedMatch {
  // The match-day squads, as a live match of the same fixture would field them, and the changes
  // they make, drawn first from a stream of their own: goals and cards go to whoever is on the pitch
  // at their minute, those who came on included.
  const homeSide = footballLineup(seed, fixture.id, home, suspended.home);
  const awaySide = footballLineup(seed, fixture.id, away, suspended.away);
  const subs = Rng.for(seed, 'past-subs', fixture.id);
  const planned: Record<FeedSide, Change[]> = {
    home: substitutes(subs, homeSide.onPitch, homeSide.bench),
    away: substitutes(subs, awaySide.onPitch, awaySide.bench),
  };
  const sides: Record<FeedSide, Side> = {
    home: { starters: homeSide.onPitch, bench: homeSide.bench, changes: planned.home },
    away: { starters: awaySide.onPitch, bench: awaySide.bench, changes: planned.away },
  };
  const result = footballResult(rng, fixture, home, away, sides, carried, Rng.for(seed, 'past-shootout', fixture.id));
  const changes = (['home', 'away'] as const).flatMap((team) => planned[team].map((change) => ({ ...change, team }))).sort((a, b) => a.minute - b.minute);
  const substitutions = changes.map(({ minute, team, off, on }, i): FeedIncident => ({
    id: `s${i + 1}`,
    kind: 'substitution',
    minute,
    team,
    playerId: off,
    playerInId: on,
    at: playedAt(fixture, minute),
  }));
  const cameOn = changes.map(({ on }) => ({ playerId: on, starter: false }));
  const teamStats = footballTeamStats(Rng.for(seed, 'past-stats', fixture.id), home.power - away.power, result.incidents);
  return { ...result, appearances: [...result.appearances, ...cameOn], substitutions, teamStats, quarterScores: [], lines };
}

/** When a quick-drawn football minute was played: fifteen minutes of half-time after the 45th. */
function playedAt(fixture: SeasonFixture, minute: number): number {
  return fixture.kickoffAt + (minute + (minute > 45 ? 15 : 0)) * MINUTE;
}

/**
 * A quick-drawn match's team statistics, leaning to the stronger side: each side's shots on target
 * at least its own goals (an own goal is no shot), its shots at least those on target, possession
 * adding up to 100, dangerous attacks a share of the attacks.
 */
function footballTeamStats(rng: Rng, diff: number, incidents: readonly FeedIncident[]): FeedFootballStats {
  const possession = Math.min(72, Math.max(28, Math.round(rng.normal(50 + 20 * diff, 5))));
  const side = (team: FeedSide, share: number): FeedFootballSideStats => {
    const goals = incidents.filter((i) => i.team === team && (i.kind === 'goal' || i.kind === 'penalty')).length;
    const pressure = share / 50;
    const shotsOnTarget = goals + rng.poisson(2.6 * pressure);
    const attacks = Math.max(40, Math.round(rng.normal(100 * pressure, 10)));
    return {
      possession: share,
      shots: shotsOnTarget + rng.poisson(6.5 * pressure),
      shotsOnTarget,
      corners: rng.poisson(4.8 * pressure),
      attacks,
      dangerousAttacks: Math.round(attacks * rng.float(0.4, 0.6)),
    };
  };
  return { sport: 'football', home: side('home', possession), away: side('away', 100 - possession) };
}

/** A quick-drawn game's points by quarter, adding up to each side's score; the game has no overtime, its score never level. */
function quarterScores(rng: Rng, result: Pick<PlayedMatch, 'homeScore' | 'awayScore'>): FeedScorePair[] {
  const split = (points: number) => allot(points, [0, 1, 2, 3].map(() => rng.float(0.8, 1.2)));
  const home = split(result.homeScore);
  const away = split(result.awayScore);
  return home.map((points, i) => [points, away[i] ?? 0]);
}

/** The chance a knockout match level after ninety minutes is decided by a goal in extra time, not a shoot-out. */
const EXTRA_TIME_GOAL = 0.45;

/** Minutes in which a quick-drawn side makes its changes. */
const SUBSTITUTION_MINUTES = { from: 46, to: 88 } as const;

/** One change of a quick-drawn match: at its minute, `off` leaves the pitch and `on` takes his place. */
interface Change {
  minute: number;
  off: number;
  on: number;
}

/** A side of a quick-drawn match: its starting eleven and the changes it makes. */
interface Side {
  starters: readonly FeedPlayer[];
  bench: readonly FeedPlayer[];
  changes: readonly Change[];
}

/** Who is on a side's pitch at a minute: a change counts from its own minute. */
function onPitchAt(side: Side, minute: number): FeedPlayer[] {
  const pitch = [...side.starters];
  for (const change of side.changes) {
    if (change.minute > minute) break;
    const at = pitch.findIndex((p) => p.id === change.off);
    const on = side.bench.find((p) => p.id === change.on);
    if (at >= 0 && on !== undefined) pitch.splice(at, 1, on);
  }
  return pitch;
}

/**
 * The changes a side makes in a quick-drawn match: three to five changes in the second half, each
 * a bench player for an outfield starter of the same role where there is one. Whoever comes on
 * stays on.
 */
function substitutes(rng: Rng, onPitch: readonly FeedPlayer[], bench: readonly FeedPlayer[]): Change[] {
  const pitch = onPitch.filter((p) => roleOf(p.position) !== 'GK');
  const free = bench.filter((p) => roleOf(p.position) !== 'GK');
  const minutes = Array.from({ length: rng.int(3, 5) }, () => rng.int(SUBSTITUTION_MINUTES.from, SUBSTITUTION_MINUTES.to)).sort((a, b) => a - b);
  const changes: Change[] = [];
  for (const minute of minutes) {
    if (pitch.length === 0 || free.length === 0) break;
    const off = rng.pick(pitch);
    const sameRole = free.filter((p) => roleOf(p.position) === roleOf(off.position));
    const on = rng.pick(sameRole.length > 0 ? sameRole : free);
    pitch.splice(pitch.indexOf(off), 1);
    free.splice(free.indexOf(on), 1);
    changes.push({ minute, off: off.id, on: on.id });
  }
  return changes;
}

function footballResult(
  rng: Rng,
  fixture: SeasonFixture,
  home: TeamProfile,
  away: TeamProfile,
  sides: Record<FeedSide, Side>,
  carried: readonly [number, number],
  extraTime: Rng,
): Omit<PlayedMatch, 'lines' | 'substitutions' | 'teamStats' | 'quarterScores'> {
  const entry = competitionEntry(fixture.leagueId);
  const diff = home.power - away.power;
  const half = (entry.goalsPerMatch ?? 2.7) / 2;
  const advantage = fixture.knockout ? 1.05 : 1.12;
  const goals: { minute: number; side: FeedSide }[] = [];
  const draw = (side: FeedSide, mean: number) => {
    for (let n = rng.poisson(mean); n > 0; n -= 1) goals.push({ minute: rng.int(1, 90), side });
  };
  draw('home', half * Math.exp(1.1 * diff) * advantage);
  draw('away', (half * Math.exp(-1.1 * diff)) / advantage);
  // Level on the aggregate (a second leg's carries its first's goals): a goal in extra time decides
  // it, or else a shoot-out, drawn from a stream of their own so the rest of the match stays as it was.
  let penaltyScore: [number, number] | null = null;
  let endMinute = 90;
  if (fixture.knockout && goals.filter((g) => g.side === 'home').length + carried[0] === goals.filter((g) => g.side === 'away').length + carried[1]) {
    const extra = { minute: rng.int(91, 120), side: rng.chance(0.5 + diff) ? ('home' as const) : ('away' as const) };
    if (extraTime.chance(EXTRA_TIME_GOAL)) goals.push(extra);
    else penaltyScore = quickShootout(extraTime);
    endMinute = 120;
  }
  const incidents: FeedIncident[] = [];
  const score: [number, number] = [0, 0];
  const all: Omit<FeedIncident, 'id' | 'at'>[] = [];
  for (const goal of goals) {
    const squad = onPitchAt(sides[goal.side], goal.minute);
    const roll = rng.next();
    const kind: FeedIncidentKind = roll < 0.03 ? 'own_goal' : roll < 0.12 ? 'penalty' : 'goal';
    if (kind === 'own_goal') {
      const other = onPitchAt(sides[goal.side === 'home' ? 'away' : 'home'], goal.minute);
      all.push({ kind, minute: goal.minute, team: goal.side, playerId: pickPlayer(rng, other, { DC: 3, DL: 2, DR: 2, D: 2, DM: 1 }) });
      continue;
    }
    const scorer = pickPlayer(rng, squad, SCORER_WEIGHT);
    const assist =
      kind === 'goal' && rng.chance(0.72) ? pickPlayer(rng, squad.filter((p) => p.id !== scorer), ASSIST_WEIGHT) : undefined;
    all.push({ kind, minute: goal.minute, team: goal.side, playerId: scorer, ...(assist === undefined ? {} : { assistId: assist }) });
  }
  // The last minute each player is seen: a goal or assist of his, or the change that takes him off.
  const lastSeen = new Map<number, number>();
  const seen = (id: number, minute: number) => lastSeen.set(id, Math.max(lastSeen.get(id) ?? 0, minute));
  for (const goal of all) for (const id of [goal.playerId, goal.assistId]) if (id !== undefined) seen(id, goal.minute);
  for (const side of ['home', 'away'] as const) for (const change of sides[side].changes) seen(change.off, change.minute);
  for (const side of ['home', 'away'] as const) all.push(...bookings(rng, side, sides[side], lastSeen));
  all.sort((a, b) => a.minute - b.minute);
  // A quick draw has no stoppage time: minutes 1 to 45 are the first half.
  let halfScore: [number, number] = [0, 0];
  all.forEach((incident, i) => {
    const scoring = incident.kind === 'goal' || incident.kind === 'penalty' || incident.kind === 'own_goal';
    if (scoring) score[incident.team === 'home' ? 0 : 1] += 1;
    if (incident.minute <= 45) halfScore = [score[0], score[1]];
    incidents.push({ ...incident, id: `p${i + 1}`, at: playedAt(fixture, incident.minute), ...(scoring ? { score: [score[0], score[1]] } : {}) });
  });
  const appearances = [...sides.home.starters, ...sides.away.starters].map((player) => ({ playerId: player.id, starter: true }));
  return { id: fixture.id, homeScore: score[0], awayScore: score[1], penaltyScore, halfScore, incidents, boxScore: null, appearances, endMinute };
}

const BOOKING_WEIGHT: Record<string, number> = { DC: 3, DM: 3, DL: 2, DR: 2, MC: 2, D: 2, M: 2 };
const RED_WEIGHT: Record<string, number> = { DC: 2, DM: 2, D: 1 };
/** The chance a booking that falls to a player already booked goes to another instead, as in a live match: a booked player is careful. */
const BOOKED_CAREFUL = 0.8;

/**
 * A side's cards, in the order of their minutes: a yellow to anyone on the pitch then (rarely to one
 * already booked: then it is his second and he goes off), and now and then a straight red. Nobody
 * is sent off before he is last seen (`lastSeen`: a goal or assist of his, or his going off), nor
 * booked once sent off.
 */
function bookings(rng: Rng, side: FeedSide, squad: Side, lastSeen: ReadonlyMap<number, number>): Omit<FeedIncident, 'id' | 'at'>[] {
  const cards = Array.from({ length: rng.poisson(1.9) }, () => ({ minute: rng.int(5, 90), red: false }));
  if (rng.chance(0.05)) cards.push({ minute: rng.int(10, 90), red: true });
  cards.sort((a, b) => a.minute - b.minute);
  const booked = new Set<number>();
  const sentOff = new Set<number>();
  const out: Omit<FeedIncident, 'id' | 'at'>[] = [];
  for (const { minute, red } of cards) {
    const onPitch = onPitchAt(squad, minute).filter((p) => !sentOff.has(p.id));
    const mayGo = (id: number) => (lastSeen.get(id) ?? 0) <= minute;
    if (red) {
      const playerId = pickPlayer(rng, onPitch.filter((p) => mayGo(p.id)), RED_WEIGHT);
      if (playerId === NOBODY) continue;
      sentOff.add(playerId);
      out.push({ kind: 'red', minute, team: side, playerId });
      continue;
    }
    const unbooked = onPitch.filter((p) => !booked.has(p.id));
    let playerId = pickPlayer(rng, onPitch, BOOKING_WEIGHT);
    if (booked.has(playerId) && (rng.chance(BOOKED_CAREFUL) || !mayGo(playerId))) playerId = pickPlayer(rng, unbooked, BOOKING_WEIGHT);
    if (playerId === NOBODY) continue;
    if (booked.has(playerId)) {
      sentOff.add(playerId);
      out.push({ kind: 'second_yellow', minute, team: side, playerId });
    } else {
      booked.add(playerId);
      out.push({ kind: 'yellow', minute, team: side, playerId });
    }
  }
  return out;
}

/** A shoot-out's score, kick by kick as a live one's. */
function quickShootout(rng: Rng): [number, number] {
  const score: [number, number] = [0, 0];
  const taken: [number, number] = [0, 0];
  while (!shootoutDecided(score, taken)) {
    for (const side of [0, 1] as const) {
      taken[side] += 1;
      if (rng.chance(PENALTY_KICK)) score[side] += 1;
      if (shootoutDecided(score, taken)) break;
    }
  }
  return score;
}

/** What {@link pickPlayer} answers when there is nobody to pick. */
const NOBODY = 0;

function pickPlayer(rng: Rng, squad: readonly FeedPlayer[], weights: Record<string, number>): number {
  const picked = rng.weighted(squad, (p) => weights[p.position] ?? 0.5) ?? squad[0];
  return picked?.id ?? NOBODY;
}

function basketballResult(
  rng: Rng,
  fixture: SeasonFixture,
  home: TeamProfile,
  away: TeamProfile,
): Omit<PlayedMatch, 'lines' | 'substitutions' | 'teamStats' | 'quarterScores'> {
  const entry = competitionEntry(fixture.leagueId);
  const diff = home.power - away.power;
  const half = expectedGamePoints(fixture.leagueId, home, away) / 2;
  const margin = Math.round(rng.normal(14 * diff + 2.5, 12));
  const homePoints = Math.round(rng.normal(half, 9)) + Math.ceil(margin / 2);
  const awayPoints = margin === 0 ? homePoints - 1 : homePoints - margin;
  const gameMinutes = 4 * entry.periodMinutes;
  const boxScore: FeedBasketballStats = {
    sport: 'basketball',
    home: sideStats({ lines: playerLines(rng, home, homePoints, gameMinutes) }),
    away: sideStats({ lines: playerLines(rng, away, awayPoints, gameMinutes) }),
  };
  return { id: fixture.id, homeScore: homePoints, awayScore: awayPoints, penaltyScore: null, halfScore: null, incidents: [], boxScore, appearances: [], endMinute: 0 };
}

/** Box-score lines whose points add up to the team's. */
function playerLines(rng: Rng, profile: TeamProfile, points: number, gameMinutes: number): Map<number, Line> {
  const starters = new Set(profile.starters);
  const dressed = profile.players.filter((p) => (profile.minutesShare.get(p.id) ?? 0) > 0.05 || starters.has(p.id));
  const weights = dressed.map((p) => (profile.minutesShare.get(p.id) ?? 0.1) * (profile.usage.get(p.id) ?? 0.5) * rng.float(0.6, 1.4));
  const shares = allot(points, weights);
  const lines = new Map<number, Line>();
  dressed.forEach((player, i) => {
    const minutes = Math.max(1, Math.round((profile.minutesShare.get(player.id) ?? 0.1) * gameMinutes * rng.float(0.85, 1.15)));
    const p = shares[i] ?? 0;
    const tpm = Math.floor((p * rng.float(0.1, 0.4)) / 3);
    let ftm = Math.min(p - 3 * tpm, Math.round(p * rng.float(0.08, 0.22)));
    let rest = p - 3 * tpm - ftm;
    if (rest % 2 === 1) {
      ftm += 1;
      rest -= 1;
    }
    const twos = rest / 2;
    const big = player.position === 'C' || player.position === 'PF' ? 1.8 : 1;
    const guard = player.position === 'PG' || player.position === 'G' ? 2 : 1;
    const per = minutes / 36;
    lines.set(player.id, {
      playerId: player.id,
      starter: starters.has(player.id),
      minutesPlayed: minutes,
      points: p,
      fgm: twos + tpm,
      fga: twos + tpm + Math.round((twos + tpm) * rng.float(0.8, 1.4)) + (minutes > 4 ? 1 : 0),
      tpm,
      tpa: tpm + Math.round(tpm * rng.float(1.2, 2)) + (rng.chance(0.5 * per) ? 1 : 0),
      ftm,
      fta: ftm + Math.round(ftm * rng.float(0.1, 0.4)),
      oreb: rng.poisson(1.2 * per * big),
      dreb: rng.poisson(3.6 * per * big),
      ast: rng.poisson(2.6 * per * guard),
      stl: rng.poisson(0.8 * per),
      blk: rng.poisson(0.5 * per * big),
      tov: rng.poisson(1.4 * per),
      pf: Math.min(6, rng.poisson(2 * per)),
    });
  });
  // Five play at a time: the minutes, each at least one, add up to five times the game's length.
  const played = [...lines.values()];
  const extra = allot(5 * gameMinutes - played.length, played.map((line) => line.minutesPlayed - 1));
  played.forEach((line, i) => (line.minutesPlayed = 1 + (extra[i] ?? 0)));
  return lines;
}

/** Splits `total` into whole parts proportional to the weights, largest remainders first. */
function allot(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * Each football player's minutes in a result: from the kick-off (a starter) or the minute he came
 * on, to the minute he went off or was sent off, or the final whistle. Stoppage time is not counted;
 * whoever played has at least one minute.
 */
export function minutesPlayed(result: Pick<PlayedMatch, 'appearances' | 'substitutions' | 'incidents' | 'endMinute'>): Map<number, number> {
  const end = result.endMinute;
  const from = new Map<number, number>();
  const until = new Map<number, number>();
  for (const { playerId, starter } of result.appearances) if (starter) from.set(playerId, 0);
  for (const change of result.substitutions) {
    if (change.playerInId !== undefined) from.set(change.playerInId, Math.min(change.minute, end));
    if (change.playerId !== undefined) until.set(change.playerId, change.minute);
  }
  for (const incident of result.incidents) {
    if ((incident.kind === 'red' || incident.kind === 'second_yellow') && incident.playerId !== undefined) {
      until.set(incident.playerId, Math.min(until.get(incident.playerId) ?? end, incident.minute));
    }
  }
  const minutes = new Map<number, number>();
  for (const [playerId, start] of from) minutes.set(playerId, Math.max(1, Math.min(until.get(playerId) ?? end, end) - start));
  return minutes;
}
