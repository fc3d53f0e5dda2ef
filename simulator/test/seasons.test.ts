import { describe, expect, it } from 'vitest';
import {
  feedSeasonFixturesResponseSchema,
  feedSeasonPlayersResponseSchema,
  feedSeasonStandingsResponseSchema,
  type FeedSeasonMatch,
  beijingDay,
  dayStart,
  weekdayOf,
} from '@portal/contracts';
import { SimulatorModel } from '../src/model';
import { HOUR, START } from './support';

const model = new SimulatorModel({ seed: 42, start: START, window: { back: 3, ahead: 3 } });
const book = model.seasons;
const GROUP_CUPS = new Set(['欧冠', '欧联杯', '亚冠']);
const played = (matches: readonly FeedSeasonMatch[]) => matches.filter((m) => m.finished);

describe('the seasons of the simulated vendor', () => {
  it('gives each league a double round robin: every club meets every other at home once', () => {
    for (const league of model.reference.leagues.filter((l) => l.kind === 'league')) {
      const fixtures = feedSeasonFixturesResponseSchema.parse(book.fixtures(league.seasonId)).rounds.flatMap((r) => r.matches);
      const clubs = model.reference.clubsOf(league.id);
      expect(fixtures.length, league.shortName).toBe(clubs.length * (clubs.length - 1));
      const pairs = new Set(fixtures.map((m) => `${m.homeTeamId}-${m.awayTeamId}`));
      expect(pairs.size, league.shortName).toBe(fixtures.length);
    }
  });

  it('plays a league round over a weekend, Saturday and Sunday in Beijing (Sunday and Monday where all its kick-offs are in the Beijing morning), and the rounds a season has no weekends for three days later', () => {
    const [SUNDAY, SATURDAY] = [0, 6];
    const everyDay = new Set(['NBA', 'CBA', 'KBL', '欧篮联']);
    for (const league of model.reference.leagues.filter((l) => l.kind === 'league' && !everyDay.has(l.shortName))) {
      const rounds = feedSeasonFixturesResponseSchema.parse(book.fixtures(league.seasonId)).rounds;
      const kickoffs = rounds.flatMap((r) => r.matches.map((m) => m.kickoffAt));
      const morning = kickoffs.every((at) => at - dayStart(beijingDay(at)) < 12 * HOUR);
      const weekend = morning ? SUNDAY : SATURDAY;
      const firstDays = rounds.map((round) => {
        const days = [...new Set(round.matches.map((m) => beijingDay(m.kickoffAt)))].sort((a, b) => a - b);
        const first = days[0] ?? 0;
        expect(days.every((day) => day === first || day === first + 1), `${league.shortName} ${round.name}`).toBe(true);
        return first;
      });
      const weekends = firstDays.filter((day) => weekdayOf(day) === weekend).length;
      const midweek = firstDays.filter((day) => weekdayOf(day) === (weekend + 3) % 7).length;
      expect(weekends + midweek, league.shortName).toBe(rounds.length);
      // Midweek rounds only where the weekends run out: no weekend of the season's first round to its last is left free then.
      if (midweek > 0) {
        const firstWeekend = Math.min(...firstDays.filter((day) => weekdayOf(day) === weekend));
        const lastWeekend = Math.max(...firstDays.filter((day) => weekdayOf(day) === weekend));
        expect(weekends, league.shortName).toBe((lastWeekend - firstWeekend) / 7 + 1);
      }
    }
    const english = model.reference.leagues.find((l) => l.shortName === '英冠');
    const rounds = book.fixtures(english?.seasonId ?? 0)?.rounds ?? [];
    // 24 clubs play 46 rounds, more than a season has weekends.
    expect(rounds.filter((r) => r.matches.some((m) => weekdayOf(beijingDay(m.kickoffAt)) === 2)).length).toBeGreaterThan(0);
  });

  it("plays each group cup on its weekdays in Beijing, and no league sending clubs to it on those days, nor a club of it within a day of its cup matches", () => {
    // 欧冠 on Europe's Tuesday and Wednesday evenings, its final a Saturday's; 欧联杯 on Thursday's, its final a Wednesday's; 亚冠 in Beijing's Tuesday and Wednesday evenings, its final of two legs.
    const weekdays: Record<string, { days: number[]; final: number[] }> = {
      欧冠: { days: [3, 4], final: [0] },
      欧联杯: { days: [5], final: [4] },
      亚冠: { days: [2, 3], final: [2, 2] },
    };
    for (const [name, expected] of Object.entries(weekdays)) {
      const cup = model.reference.leagues.find((l) => l.shortName === name);
      const entrants = new Set(model.reference.clubsOf(cup?.id ?? 0));
      // This season's, and last season's, played to its final.
      for (const season of model.reference.seasons.filter((s) => s.leagueId === cup?.id)) {
        const rounds = feedSeasonFixturesResponseSchema.parse(book.fixtures(season.id)).rounds;
        const cupDays = new Set<number>();
        const onCup = new Set<string>();
        for (const round of rounds.filter((r) => !r.name.startsWith('决赛'))) {
          for (const match of round.matches) {
            const day = beijingDay(match.kickoffAt);
            cupDays.add(day);
            for (const club of [match.homeTeamId, match.awayTeamId]) onCup.add(`${club}@${day}`);
            expect(expected.days, `${name} ${season.name} ${round.name}`).toContain(weekdayOf(day));
          }
        }
        const final = rounds.filter((r) => r.name.startsWith('决赛')).flatMap((r) => r.matches);
        expect(final.map((m) => weekdayOf(beijingDay(m.kickoffAt))), `${name} ${season.name}`).toEqual(season.current ? [] : expected.final);
        const leagues = new Set([...entrants].map((club) => model.reference.team(club)?.leagueId));
        for (const league of model.reference.leagues.filter((l) => leagues.has(l.id))) {
          const leagueSeason = model.reference.seasons.find((s) => s.leagueId === league.id && s.name === season.name);
          for (const match of book.fixtures(leagueSeason?.id ?? 0)?.rounds.flatMap((r) => r.matches) ?? []) {
            const day = beijingDay(match.kickoffAt);
            expect(cupDays.has(day), `${league.shortName} ${match.id} on a day of ${name}`).toBe(false);
            for (const club of [match.homeTeamId, match.awayTeamId]) {
              expect([day - 1, day + 1].some((d) => onCup.has(`${club}@${d}`)), `${league.shortName} ${match.id} beside ${name}`).toBe(false);
            }
          }
        }
      }
    }
  });

  it("keeps a group cup's clubs of one league in different groups where its pots allow", () => {
    for (const [name, most] of [['欧冠', 0], ['欧联杯', 0], ['亚冠', 1]] as const) {
      const cup = model.reference.leagues.find((l) => l.shortName === name);
      for (const season of model.reference.seasons.filter((s) => s.leagueId === cup?.id)) {
        const groups = book.standings(season.id, 'total')?.groups ?? [];
        expect(groups.length, name).toBeGreaterThan(3);
        for (const group of groups) {
          const leagues = group.rows.map((row) => model.reference.team(row.teamId)?.leagueId);
          // 亚冠's sixteen clubs come from three leagues: each of its four groups holds two of one league.
          expect(leagues.length - new Set(leagues).size, `${name} ${season.name} ${group.name}`).toBeLessThanOrEqual(most);
        }
      }
    }
  });

  it("draws a group cup's first knockout ties winner against runner-up of another group, and of another league where it can", () => {
    for (const name of ['欧冠', '欧联杯', '亚冠']) {
      const cup = model.reference.leagues.find((l) => l.shortName === name);
      // Last season's, whose groups were all played.
      const season = model.reference.seasons.find((s) => s.leagueId === cup?.id && !s.current);
      const groups = book.standings(season?.id ?? 0, 'total')?.groups ?? [];
      const groupOf = new Map(groups.flatMap((g) => g.rows.slice(0, 2).map((row) => [row.teamId, { group: g.name, rank: row.rank }] as const)));
      const rounds = book.fixtures(season?.id ?? 0)?.rounds ?? [];
      const first = rounds.find((r) => r.matches.length > 0 && r.matches.every((m) => m.group === null));
      const ties = new Map((first?.matches ?? []).map((m) => [[m.homeTeamId, m.awayTeamId].sort().join(), m]));
      expect(ties.size, name).toBe(groups.length);
      for (const match of ties.values()) {
        const [home, away] = [groupOf.get(match.homeTeamId), groupOf.get(match.awayTeamId)];
        expect([home?.rank, away?.rank].sort(), name).toEqual([1, 2]);
        expect(home?.group, name).not.toBe(away?.group);
        // 亚冠's three leagues cannot always be kept apart; the European cups' can.
        const leagues = [match.homeTeamId, match.awayTeamId].map((id) => model.reference.team(id)?.leagueId);
        if (name !== '亚冠') expect(leagues[0], `${name} ${match.id}`).not.toBe(leagues[1]);
      }
    }
  });

  it('decides a two-legged tie on the aggregate: a shoot-out only when it is level after the second leg, the second leg at home going through on it', () => {
    let ties = 0;
    let shootOuts = 0;
    for (const cup of model.reference.leagues.filter((l) => ['欧冠', '欧联杯', '亚冠'].includes(l.shortName))) {
      for (const season of model.reference.seasons.filter((s) => s.leagueId === cup.id)) {
        const matches = book.fixtures(season.id)?.rounds.flatMap((r) => r.matches) ?? [];
        for (const second of matches.filter((m) => m.roundName.endsWith('第2回合') && m.finished)) {
          const first = matches.find((m) => m.roundName.endsWith('第1回合') && m.homeTeamId === second.awayTeamId && m.awayTeamId === second.homeTeamId);
          expect(first?.finished, `${cup.shortName} ${second.id}`).toBe(true);
          const [home, away] = [second.homeScore + first!.awayScore, second.awayScore + first!.homeScore];
          ties += 1;
          if (home === away) {
            shootOuts += 1;
            expect(second.penaltyScore, `${cup.shortName} ${second.id} level on aggregate`).not.toBeNull();
            expect(second.penaltyScore![0]).not.toBe(second.penaltyScore![1]);
          } else {
            expect(second.penaltyScore, `${cup.shortName} ${second.id} ${home}-${away} on aggregate`).toBeNull();
          }
        }
      }
    }
    expect(ties).toBeGreaterThan(40);
    expect(shootOuts).toBeLessThan(ties);
  });

  it("gives a second leg's snapshot its first leg's score, its own home side first", () => {
    const seconds = [...model.snapshots()].filter((m) => m.firstLeg !== undefined);
    expect(seconds.length).toBeGreaterThan(4);
    for (const second of seconds) {
      const matches = book.fixtures(second.seasonId)?.rounds.flatMap((r) => r.matches) ?? [];
      const first = matches.find((m) => m.roundName.endsWith('第1回合') && m.homeTeamId === second.awayTeamId && m.awayTeamId === second.homeTeamId);
      expect(first?.finished, `${second.id}`).toBe(true);
      expect(second.firstLeg).toEqual([first?.awayScore, first?.homeScore]);
    }
  });

  it("plays each domestic cup as one-leg knockout ties among its leagues' clubs, round by round on a Wednesday and Thursday, the winners meeting in the next", () => {
    const cups = model.reference.leagues.filter((l) => l.kind === 'cup' && !GROUP_CUPS.has(l.shortName));
    expect(cups.map((c) => c.shortName)).toEqual(['联赛杯', '国王杯', '意大利杯', '德国杯', '足协杯']);
    const english = new Set(['英超', '英冠'].flatMap((name) => model.reference.clubsOf(model.reference.leagues.find((l) => l.shortName === name)?.id ?? 0)));
    let shootOuts = 0;
    for (const cup of cups) {
      const entrants = model.reference.clubsOf(cup.id);
      expect(Math.log2(entrants.length) % 1, cup.shortName).toBe(0);
      if (cup.shortName === '联赛杯') {
        expect(entrants).toHaveLength(32);
        for (const club of entrants) expect(english.has(club)).toBe(true);
      }
      // Last season's, played to its final.
      const season = model.reference.seasons.find((s) => s.leagueId === cup.id && !s.current);
      const rounds = feedSeasonFixturesResponseSchema.parse(book.fixtures(season?.id ?? 0)).rounds;
      expect(rounds).toHaveLength(Math.log2(entrants.length));
      let alive = new Set(entrants);
      rounds.forEach((round, r) => {
        expect(round.matches, `${cup.shortName} ${round.name}`).toHaveLength(entrants.length / 2 ** (r + 1));
        const clubs = round.matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]);
        expect(new Set(clubs)).toEqual(alive);
        for (const m of round.matches) expect([3, 4]).toContain(weekdayOf(beijingDay(m.kickoffAt)));
        alive = new Set(
          round.matches.map((m) => {
            const [home, away] = m.homeScore === m.awayScore ? (m.penaltyScore ?? [0, 0]) : [m.homeScore, m.awayScore];
            expect(home, `${cup.shortName} ${m.id}`).not.toBe(away);
            // A shoot-out only after a draw.
            if (m.penaltyScore !== null) expect(m.homeScore, `${cup.shortName} ${m.id}`).toBe(m.awayScore);
            if (m.penaltyScore !== null) shootOuts += 1;
            return home > away ? m.homeTeamId : m.awayTeamId;
          }),
        );
      });
      expect(rounds.at(-1)?.name).toBe('决赛');
      expect(alive.size).toBe(1);
    }
    // Last season's were all played before the simulator's first day: their draws go to extra time and some to shoot-outs.
    expect(shootOuts).toBeGreaterThan(0);
  });

  it('ranks every league exactly as its results add up: played, points, goal difference', () => {
    // A domestic cup is knockout ties only, with no table.
    for (const cup of model.reference.leagues.filter((l) => l.kind === 'cup' && !GROUP_CUPS.has(l.shortName))) {
      expect(book.standings(cup.seasonId, 'total')?.groups, cup.shortName).toEqual([]);
    }
    for (const league of model.reference.leagues.filter((l) => l.kind === 'league' || GROUP_CUPS.has(l.shortName))) {
      for (const seasonId of model.reference.seasons.filter((s) => s.leagueId === league.id).map((s) => s.id)) {
        const matches = played(book.fixtures(seasonId)?.rounds.flatMap((r) => r.matches) ?? []).filter(
          (m) => league.kind === 'league' || m.group !== null,
        );
        const standings = feedSeasonStandingsResponseSchema.parse(book.standings(seasonId, 'total'));
        const rows = standings.groups.flatMap((g) => g.rows);
        expect(rows.length, league.shortName).toBe(model.reference.clubsOf(league.id).length);
        expect(matches.length, `${league.shortName} ${seasonId}`).toBeGreaterThan(0);
        for (const row of rows) {
          const mine = matches.filter((m) => m.homeTeamId === row.teamId || m.awayTeamId === row.teamId);
          const goals = (m: FeedSeasonMatch) => (m.homeTeamId === row.teamId ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore]);
          const won = mine.filter((m) => goals(m)[0]! > goals(m)[1]!).length;
          const drawn = mine.filter((m) => goals(m)[0] === goals(m)[1]).length;
          const scored = mine.reduce((sum, m) => sum + goals(m)[0]!, 0);
          const conceded = mine.reduce((sum, m) => sum + goals(m)[1]!, 0);
          expect(row.played, league.shortName).toBe(mine.length);
          expect(row.scored - row.conceded).toBe(scored - conceded);
          expect(row.points).toBe(league.sport === 'football' ? 3 * won + drawn : 2 * won + (mine.length - won));
        }
      }
    }
  });

  it("gives every finished football match its half-time score: the goals before the break's end, each side's no more than at full time", () => {
    for (const league of model.reference.leagues.filter((l) => l.sport === 'football')) {
      for (const match of played(book.fixtures(league.seasonId)?.rounds.flatMap((r) => r.matches) ?? [])) {
        const half = match.halfScore;
        expect(half, `match ${match.id}`).not.toBeNull();
        const firstHalf = match.incidents.filter(
          (i) => (i.kind === 'goal' || i.kind === 'penalty' || i.kind === 'own_goal') && i.at < match.kickoffAt + 60 * 60_000,
        );
        expect(half, `match ${match.id}`).toEqual([
          firstHalf.filter((i) => i.team === 'home').length,
          firstHalf.filter((i) => i.team === 'away').length,
        ]);
        expect(half![0]).toBeLessThanOrEqual(match.homeScore);
        expect(half![1]).toBeLessThanOrEqual(match.awayScore);
      }
    }
  });

  it('counts every goal of the incidents to its scorer, and every assist', () => {
    for (const league of model.reference.leagues.filter((l) => l.sport === 'football' && l.kind !== 'friendly')) {
      const matches = played(book.fixtures(league.seasonId)?.rounds.flatMap((r) => r.matches) ?? []);
      const goals = new Map<number, number>();
      let assists = 0;
      for (const match of matches) {
        const scoring = match.incidents.filter((i) => i.kind === 'goal' || i.kind === 'penalty' || i.kind === 'own_goal');
        expect(scoring.length, `match ${match.id}`).toBe(match.homeScore + match.awayScore);
        for (const incident of scoring) {
          if (incident.kind !== 'own_goal' && incident.playerId !== undefined) goals.set(incident.playerId, (goals.get(incident.playerId) ?? 0) + 1);
          if (incident.assistId !== undefined) assists += 1;
        }
      }
      const stats = feedSeasonPlayersResponseSchema.parse(book.players(league.seasonId));
      if (stats.sport !== 'football') throw new Error('football expected');
      const counted = new Map(stats.players.filter((p) => p.goals > 0).map((p) => [p.playerId, p.goals]));
      expect(counted, league.shortName).toEqual(goals);
      expect(stats.players.reduce((sum, p) => sum + p.assists, 0)).toBe(assists);
    }
  });

  it("counts a football player's appearances from the line-ups and the changes: eleven starters a side, three to five changes, and every scorer and booked player among those who played", () => {
    for (const league of model.reference.leagues.filter((l) => l.sport === 'football' && l.kind === 'league')) {
      const matches = played(book.fixtures(league.seasonId)?.rounds.flatMap((r) => r.matches) ?? []);
      const stats = feedSeasonPlayersResponseSchema.parse(book.players(league.seasonId));
      if (stats.sport !== 'football') throw new Error('football expected');
      const starts = stats.players.reduce((sum, p) => sum + p.starts, 0);
      expect(starts, league.shortName).toBe(matches.length * 2 * 11);
      // Each side makes three to five changes, so two sides bring on six to ten players a match.
      const cameOn = stats.players.reduce((sum, p) => sum + p.appearances - p.starts, 0);
      expect(cameOn, league.shortName).toBeGreaterThanOrEqual(matches.length * 6);
      expect(cameOn, league.shortName).toBeLessThanOrEqual(matches.length * 10);
      for (const player of stats.players) {
        expect(player.starts, `${player.playerId}`).toBeLessThanOrEqual(player.appearances);
        const own = book.playerMatches(league.seasonId, player.playerId)?.matches ?? [];
        expect(own.filter((m) => m.appeared).length, `${player.playerId}`).toBe(player.appearances);
        expect(own.filter((m) => m.started).length, `${player.playerId}`).toBe(player.starts);
        for (const m of own) if (m.started) expect(m.appeared, `${player.playerId} in ${m.match.id}`).toBe(true);
        for (const m of own) if (m.goals + m.assists + m.yellow + m.red > 0) expect(m.appeared, `${player.playerId} in ${m.match.id}`).toBe(true);
      }
    }
  });

  it('sends a player off as seldom as football does, his yellow before his second, and after he goes off nothing more of his', () => {
    let matches = 0;
    let sendingsOff = 0;
    for (const league of model.reference.leagues.filter((l) => l.kind === 'league' && l.sport === 'football')) {
      for (const match of played(book.fixtures(league.seasonId)?.rounds.flatMap((r) => r.matches) ?? [])) {
        matches += 1;
        const off = new Map<number, number>();
        const booked = new Set<number>();
        for (const incident of match.incidents) {
          const ids = [incident.playerId, incident.assistId].filter((id) => id !== undefined);
          for (const id of ids) expect(off.has(id), `${match.id} ${incident.id}: player ${id} was sent off`).toBe(false);
          if (incident.kind === 'second_yellow') expect(booked.has(incident.playerId ?? 0), `${match.id} ${incident.id}`).toBe(true);
          if (incident.kind === 'yellow') booked.add(incident.playerId ?? 0);
          if (incident.kind === 'red' || incident.kind === 'second_yellow') {
            off.set(incident.playerId ?? 0, incident.minute);
            sendingsOff += 1;
          }
        }
      }
    }
    // Top leagues send off one player in six to ten matches.
    expect(sendingsOff / matches).toBeGreaterThan(0.08);
    expect(sendingsOff / matches).toBeLessThan(0.25);
  });

  it('gives goals, assists and cards to whoever is on the pitch at their minute, those who came on included, and takes off no one sent off', () => {
    let bySubstitutes = 0;
    for (const league of model.reference.leagues.filter((l) => l.kind === 'league' && l.sport === 'football')) {
      for (const match of played(book.fixtures(league.seasonId)?.rounds.flatMap((r) => r.matches) ?? [])) {
        const full = book.matchById(match.id);
        if (full?.lineups == null) throw new Error(`match ${match.id} has no line-ups`);
        const onPitch = { home: new Set(full.lineups.home.starters.map((p) => p.playerId)), away: new Set(full.lineups.away.starters.map((p) => p.playerId)) };
        const cameOn = new Set<number>();
        // In the order they happened; a change counts from its own minute, before what else happened in it.
        const events = [...(full.substitutions ?? []).map((e) => ({ e, order: 0 })), ...match.incidents.map((e) => ({ e, order: 1 }))]
          .sort((a, b) => a.e.at - b.e.at || a.order - b.order)
          .map(({ e }) => e);
        for (const event of events) {
          const side = event.kind === 'own_goal' ? (event.team === 'home' ? 'away' : 'home') : event.team;
          const where = `${match.id} ${event.id} ${event.kind} ${event.minute}'`;
          expect(onPitch[side].has(event.playerId ?? 0), where).toBe(true);
          if (event.assistId !== undefined) expect(onPitch[side].has(event.assistId), `${where} assist`).toBe(true);
          if ([event.playerId, event.assistId].some((id) => id !== undefined && cameOn.has(id))) bySubstitutes += 1;
          if (event.kind === 'substitution') {
            onPitch[side].delete(event.playerId ?? 0);
            onPitch[side].add(event.playerInId ?? 0);
            cameOn.add(event.playerInId ?? 0);
          }
          if (event.kind === 'red' || event.kind === 'second_yellow') onPitch[side].delete(event.playerId ?? 0);
        }
      }
    }
    // Those who came on score, assist and are booked too.
    expect(bySubstitutes).toBeGreaterThan(100);
  });

  it("bans a player sent off from his club's next match of the competition, a cup's knockout ties included, and fields him again in the one after", () => {
    let bans = 0;
    let back = 0;
    let inTies = 0;
    for (const league of model.reference.leagues.filter((l) => l.sport === 'football' && (l.kind === 'league' || l.kind === 'cup'))) {
      const all = book.fixtures(league.seasonId)?.rounds.flatMap((r) => r.matches) ?? [];
      for (const teamId of model.reference.clubsOf(league.id)) {
        const own = all.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId).sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
        const squadIn = (m: FeedSeasonMatch | undefined) => {
          const lineup = m === undefined ? undefined : book.matchById(m.id)?.lineups?.[m.homeTeamId === teamId ? 'home' : 'away'];
          return lineup === undefined ? undefined : new Set([...lineup.starters, ...lineup.substitutes].map((p) => p.playerId));
        };
        own.forEach((match, i) => {
          if (!match.finished) return;
          const side = match.homeTeamId === teamId ? 'home' : 'away';
          const sentOff = match.incidents.filter((e) => e.team === side && (e.kind === 'red' || e.kind === 'second_yellow')).map((e) => e.playerId ?? 0);
          const next = squadIn(own[i + 1]?.finished ? own[i + 1] : undefined);
          if (next === undefined) return;
          for (const playerId of sentOff) {
            expect(next.has(playerId), `${playerId} of ${teamId}, sent off in ${match.id}, in ${own[i + 1]?.id}`).toBe(false);
            expect(book.matchById(own[i + 1]?.id ?? 0)?.suspended?.[own[i + 1]?.homeTeamId === teamId ? 'home' : 'away']).toContain(playerId);
            bans += 1;
            if (own[i + 1]?.roundName.includes('决赛')) inTies += 1;
            const after = own[i + 2];
            const suspendedAgain = own[i + 1]?.incidents.some((e) => e.playerId === playerId && (e.kind === 'red' || e.kind === 'second_yellow'));
            const squad = squadIn(after?.finished ? after : undefined);
            if (squad !== undefined && !suspendedAgain) {
              expect(squad.has(playerId), `${playerId} back in ${after?.id}`).toBe(true);
              back += 1;
            }
          }
        });
      }
    }
    expect(bans).toBeGreaterThan(50);
    expect(back).toBeGreaterThan(40);
    // Served in a knockout tie: after a cup's last group match, a tie's first leg or the round before.
    expect(inTies).toBeGreaterThan(3);
  });

  it('sums basketball box scores to the team scores', () => {
    const nba = model.reference.leagues.find((l) => l.shortName === 'NBA');
    const stats = book.players(nba?.seasonId ?? 0);
    const matches = played(book.fixtures(nba?.seasonId ?? 0)?.rounds.flatMap((r) => r.matches) ?? []);
    if (stats?.sport !== 'basketball') throw new Error('basketball expected');
    const points = stats.players.reduce((sum, p) => sum + p.totals.points, 0);
    expect(points).toBe(matches.reduce((sum, m) => sum + m.homeScore + m.awayScore, 0));
    const tables = book.standings(nba?.seasonId ?? 0, 'total');
    expect(tables?.groups.map((g) => [g.name, g.rows.length])).toEqual([
      ['东部', 15],
      ['西部', 15],
    ]);
  });

  it("scores more in the games of fast clubs than of slow ones, as the lines expect", () => {
    const nba = model.reference.leagues.find((l) => l.shortName === 'NBA');
    const matches = played(book.fixtures(nba?.seasonId ?? 0)?.rounds.flatMap((r) => r.matches) ?? []);
    const pace = (m: FeedSeasonMatch) => model.reference.profile(m.homeTeamId).pace + model.reference.profile(m.awayTeamId).pace;
    const byPace = [...matches].sort((a, b) => pace(a) - pace(b));
    const third = Math.floor(byPace.length / 3);
    expect(third).toBeGreaterThan(30);
    const mean = (some: readonly FeedSeasonMatch[]) => some.reduce((sum, m) => sum + m.homeScore + m.awayScore, 0) / some.length;
    const slow = mean(byPace.slice(0, third));
    const fast = mean(byPace.slice(-third));
    expect(fast - slow).toBeGreaterThan(8);
  });

  it("gives every finished match its closing lines (终盘): the headline company's on the simulated days, priced from the clubs before them", () => {
    for (const league of model.reference.leagues.filter((l) => l.kind !== 'friendly')) {
      // This season's, or last season's for a cup whose first round is still to come (足协杯 in March).
      const seasons = model.reference.seasons.filter((s) => s.leagueId === league.id).sort((a, b) => b.id - a.id);
      const matches = seasons.map((s) => played(book.fixtures(s.id)?.rounds.flatMap((r) => r.matches) ?? [])).find((m) => m.length > 0) ?? [];
      expect(matches.length, league.shortName).toBeGreaterThan(0);
      for (const match of matches) {
        const lines = match.lines;
        expect(lines, `match ${match.id}`).toBeTruthy();
        if (!lines) continue;
        expect(Number.isInteger(lines.handicap * 4) && Number.isInteger(lines.total * 4)).toBe(true);
        const snapshot = model.match(match.id);
        if (snapshot === undefined) continue;
        // Played on the simulated days: the lines of the first company's closing markets.
        const closing = (name: string) => (snapshot.odds.find((m) => m.bookmakerId === 1 && m.market === name)?.closing as { line: number } | undefined)?.line;
        const [handicap, total] = league.sport === 'football' ? ['asian', 'overUnder'] : ['handicap', 'total'];
        expect(lines).toEqual({ handicap: closing(handicap ?? ''), total: closing(total ?? '') });
      }
      // A stronger home side gives more: its line is lower on average than a weaker one's.
      const stronger = (m: FeedSeasonMatch) => model.reference.profile(m.homeTeamId).power > model.reference.profile(m.awayTeamId).power;
      const meanLine = (of: readonly FeedSeasonMatch[]) => of.reduce((sum, m) => sum + (m.lines?.handicap ?? 0), 0) / Math.max(1, of.length);
      expect(meanLine(matches.filter(stronger)), league.shortName).toBeLessThan(meanLine(matches.filter((m) => !stronger(m))));
    }
    // Not yet played: no lines.
    const upcoming = book.fixtures(model.reference.leagues[0]?.seasonId ?? 0)?.rounds.flatMap((r) => r.matches).find((m) => !m.finished);
    expect(upcoming?.lines).toBeNull();
  });

  it('moves the table when a match of the simulated days finishes', () => {
    const live = new SimulatorModel({ seed: 42, start: START, window: { back: 1, ahead: 2 } });
    const league = live.reference.leagues.find((l) => l.shortName === '英超');
    const seasonId = league?.seasonId ?? 0;
    const before = live.seasons.standings(seasonId, 'total')?.groups[0]?.rows ?? [];
    const upcoming = live.seasons.fixtures(seasonId)?.rounds.flatMap((r) => r.matches).find((m) => !m.finished && m.kickoffAt > START);
    expect(upcoming).toBeDefined();
    const kickoff = upcoming?.kickoffAt ?? START;
    for (let t = START + HOUR; t <= kickoff + 4 * HOUR; t += HOUR) live.advance(t);
    const match = live.match(upcoming?.id ?? 0);
    expect(match?.state).toBe(8);
    const after = live.seasons.standings(seasonId, 'total')?.groups[0]?.rows ?? [];
    const playedOf = (rows: typeof before, teamId: number) => rows.find((r) => r.teamId === teamId)?.played ?? 0;
    expect(playedOf(after, match?.homeTeamId ?? 0)).toBe(playedOf(before, match?.homeTeamId ?? 0) + 1);
    expect(playedOf(after, match?.awayTeamId ?? 0)).toBe(playedOf(before, match?.awayTeamId ?? 0) + 1);
  });
});
