import { readFileSync } from 'node:fs';
import {
  BasketballState as B,
  feedRecordLineSchema,
  FootballState as F,
  type FeedMatchBoundEvent,
  type FeedMatchSnapshot,
  type FeedSport,
} from '@portal/contracts';
import { applyEvent, type MatchDay } from './match-day';

const IN_PLAY: Record<FeedSport, ReadonlySet<number>> = {
  football: new Set([F.FIRST_HALF, F.HALF_TIME, F.SECOND_HALF, F.EXTRA_TIME, F.PENALTIES, F.INTERRUPTED]),
  basketball: new Set([B.Q1, B.Q1_ENDED, B.Q2, B.Q2_ENDED, B.Q3, B.Q3_ENDED, B.Q4, B.OVERTIME, B.INTERRUPTED]),
};

/**
 * A recorded match day (the simulator's `--record` NDJSON): its snapshots moved in time so the
 * recording starts now, and its events played in recorded order, each stamped with the time it is
 * sent. Names come from the snapshots' ids, as a recording holds no reference data.
 */
export function recordedMatchDay(path: string, now: number): MatchDay {
  const snapshots: FeedMatchSnapshot[] = [];
  const events: FeedMatchBoundEvent[] = [];
  let startedAt: number | undefined;
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (text.trim() === '') return;
      const parsed = feedRecordLineSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error(`${path}:${index + 1}: not a feed recording line`);
      const line = parsed.data;
      if (line.type === 'hello') startedAt ??= line.serverTime;
      else if (line.type === 'snapshot') snapshots.push(line.match);
      else events.push(line);
    });
  if (startedAt === undefined) throw new Error(`${path}: a recording starts with a hello line`);
  const shift = now - startedAt;
  const moved = (ts: number) => Math.max(0, ts + shift);

  const matches = new Map<number, FeedMatchSnapshot>();
  const leagues = new Map<number, { sport: FeedSport; seasonId: number; periodMinutes: number }>();
  const teams = new Map<number, { sport: FeedSport; leagueId: number }>();
  for (const match of snapshots) {
    match.kickoffAt = moved(match.kickoffAt);
    match.phaseStartedAt = match.phaseStartedAt === null ? null : moved(match.phaseStartedAt);
    match.updatedAt = moved(match.updatedAt);
    match.incidents = match.incidents.map((incident) => ({ ...incident, at: moved(incident.at) }));
    match.odds = match.odds.map((market) => ({ ...market, changedAt: moved(market.changedAt) }));
    matches.set(match.id, match);
    leagues.set(match.leagueId, { sport: match.sport, seasonId: match.seasonId, periodMinutes: match.periodMinutes });
    teams.set(match.homeTeamId, { sport: match.sport, leagueId: match.leagueId });
    teams.set(match.awayTeamId, { sport: match.sport, leagueId: match.leagueId });
  }
  const played = new Set(events.map((event) => event.matchId));
  const live = [...matches.values()]
    .filter((match) => IN_PLAY[match.sport].has(match.state) || played.has(match.id))
    .sort((a, b) => Number(played.has(b.id)) - Number(played.has(a.id)) || a.id - b.id)
    .map((match) => match.id);

  let cursor = 0;
  return {
    leagues: [...leagues].map(([id, league]) => ({
      id,
      sport: league.sport,
      name: `联赛${id}`,
      shortName: `联赛${id}`,
      country: '中国',
      kind: 'league',
      seasonId: league.seasonId,
      periodMinutes: league.periodMinutes,
    })),
    teams: [...teams].map(([id, team]) => ({ id, ...team, name: `球队${id}`, shortName: `队${id}`, logo: `/logos/${id}.png` })),
    bookmakers: [...new Set(snapshots.flatMap((match) => match.odds.map((market) => market.bookmakerId)))].map((id) => ({
      id,
      name: `公司${id}`,
    })),
    matches,
    live,
    nextEvent(sourceTs) {
      const recorded = events[cursor];
      if (recorded === undefined) return undefined;
      cursor += 1;
      const event = structuredClone(recorded);
      event.sourceTs = sourceTs;
      if (event.type === 'incident') event.incident.at = moved(event.incident.at);
      if (event.type === 'odds') event.odds.changedAt = moved(event.odds.changedAt);
      if (event.type === 'match') {
        if (event.changes.kickoffAt !== undefined) event.changes.kickoffAt = moved(event.changes.kickoffAt);
        if (event.changes.phaseStartedAt != null) event.changes.phaseStartedAt = moved(event.changes.phaseStartedAt);
        if (event.changes.incidents !== undefined) {
          event.changes.incidents = event.changes.incidents.map((incident) => ({ ...incident, at: moved(incident.at) }));
        }
      }
      const match = matches.get(event.matchId);
      if (match !== undefined) applyEvent(match, event);
      return event;
    },
  };
}
