import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchChannel, type FeedLeague, type MatchState } from '@portal/contracts';
import { count, eq, like } from 'drizzle-orm';
import { publishArticles } from '../../src/content/articles';
import { BIG_COMPETITIONS, reportWorthy } from '../../src/content/match-reports';
import { createNewsDesk, REPORT_WINDOW_MS } from '../../src/content/news-desk';
import { drawnPictures, newsArticleLinks, newsArticles } from '../../src/db/schema';
import { isFinished, isInPlay, isOver } from '../../src/realtime/scores/projection';
import { beijingDay, dateKey } from '../../src/beijing-time';
import { lastRoundupDay, roundupKey, writeRoundup } from '../../src/content/roundups';
import { silentLog } from '../../src/realtime/channels/log';
import { startWorld, type World } from '../experts/support';

const HOUR = 3_600_000;

describe('the news desk, on the simulated feed', () => {
  let world: World;
  let leagues: ReadonlyMap<number, FeedLeague>;
  const desk = () => world.app.newsDesk!;
  const scores = () => world.app.realtime.scores;
  const reports = async () => {
    const rows = await world.database.db
      .select({ article: newsArticles, link: newsArticleLinks })
      .from(newsArticles)
      .innerJoin(newsArticleLinks, eq(newsArticleLinks.articleId, newsArticles.id))
      .where(like(newsArticles.sourceKey, 'report:%'));
    return new Map(rows.map((row) => [row.link.matchId ?? 0, row.article]));
  };

  beforeAll(async () => {
    world = await startWorld(7, { newsDesk: true });
    leagues = new Map((await world.hub.upstream.leagues()).map((league) => [league.id, league]));
    await desk().idle();
  }, 60_000);
  afterAll(() => world?.close());

  it("has reported, at start, each league and cup match of the last two days that had ended, and one friendly in a few, and summed up each big competition's last day", async () => {
    const since = scores().now() - REPORT_WINDOW_MS;
    const ended = [...scores().matches()].filter((match) => isFinished(match) && match.kickoffAt >= since);
    const written = await reports();
    const kindOf = (match: MatchState) => leagues.get(match.league.id)?.kind;
    const competitive = ended.filter((match) => kindOf(match) !== 'friendly');
    const friendlies = ended.filter((match) => kindOf(match) === 'friendly');
    expect(competitive.length).toBeGreaterThan(10);
    for (const match of competitive) expect(written.has(match.id), `${match.league.name} ${match.id}`).toBe(true);
    const reportedFriendlies = friendlies.filter((match) => written.has(match.id));
    expect(reportedFriendlies.length).toBeGreaterThan(0);
    expect(reportedFriendlies.length).toBeLessThan(friendlies.length / 4);
    for (const match of friendlies) expect(written.has(match.id)).toBe(reportWorthy('friendly', match.id));
    // Each big competition's last day that is over, summed up from the table as that day left it.
    const roundups = await world.database.db.select().from(newsArticles).where(like(newsArticles.sourceKey, 'roundup:%'));
    const facts = await world.app.database.seasons.roundupFacts();
    const bigLeagues = [...leagues.values()].filter((league) => BIG_COMPETITIONS.has(league.shortName));
    expect(roundups.length).toBeGreaterThan(0);
    for (const league of bigLeagues) {
      const over = (match: { id: number; state: number }) => isOver(scores().match(league.sport, match.id)?.state ?? { sport: league.sport, state: match.state });
      const day = lastRoundupDay(league, await facts.fixtures(league.seasonId), over);
      const expected = day === undefined ? undefined : await writeRoundup(league, facts, day);
      const article = roundups.find((row) => row.sourceKey === roundupKey(league.id, dateKey(day ?? 0)));
      expect(article?.title, league.shortName).toBe(expected?.title);
      expect(article?.publishedAt.getTime() ?? 0, league.shortName).toBeLessThanOrEqual(scores().now());
    }
    const one = competitive[0]!;
    const article = written.get(one.id)!;
    expect(article.title).toContain(one.home.name);
    expect(article.title).toContain(one.away.name);
    expect(article.content).toContain(`${one.homeScore}:${one.awayScore}`);
  });

  it('reports a league match as it reaches full time: its score, its scorers by name, dated when it ended', async () => {
    const playing = [...scores().matches('football')]
      .filter((match) => isInPlay(match) && leagues.get(match.league.id)?.kind === 'league')
      .sort((a, b) => a.id - b.id)[0];
    if (playing === undefined) throw new Error('no league match in play at the start');
    const channel = matchChannel('football', playing.id);
    const ended = new Promise<void>((resolve) => {
      const stop = world.hub.store.onPatch((patch) => {
        const state = scores().match('football', playing.id)?.state;
        if (patch.channel === channel && state !== undefined && isFinished(state)) {
          stop();
          resolve();
        }
      });
    });
    expect((await reports()).has(playing.id)).toBe(false);
    world.feed.advance(2 * HOUR);
    await ended;
    await desk().idle();

    const match = scores().match('football', playing.id)!.state;
    const article = (await reports()).get(playing.id);
    expect(article?.title).toMatch(new RegExp(`^${match.league.name}：`));
    expect(article?.content).toContain(`全场比分${match.homeScore}:${match.awayScore}`);
    const names = new Map([...match.lineups!.home.starters, ...match.lineups!.home.substitutes, ...match.lineups!.away.starters, ...match.lineups!.away.substitutes].map((p) => [p.playerId, p.name]));
    for (const goal of match.incidents.filter((incident) => incident.kind === 'goal' || incident.kind === 'penalty')) {
      expect(article?.content).toContain(`第${goal.minute}分钟，${goal.team === 'home' ? match.home.name : match.away.name}的${names.get(goal.playerId!)}`);
    }
    expect(article?.views).toBe(0);
    // The match page asks the news for the articles about the match: its report.
    const about = await world.api.post<{ total: number; list: Array<{ id: number }> }>('/inform/info/list', { matchId: playing.id, pageParam: { pageNum: 1, pageSize: 5 } });
    expect(about.data).toMatchObject({ total: 1, list: [{ id: article!.id }] });
    // And the report's page links to the match's.
    const extras = await world.api.get<{ match: unknown }>(`/inform/info/rec-detail?id=${article!.id}`);
    expect(extras.data.match).toEqual({ id: playing.id, sport: 'football' });
    const published = article!.publishedAt.getTime();
    expect(published).toBeGreaterThanOrEqual(Math.max(...match.incidents.map((incident) => incident.at)));
    expect(published).toBeGreaterThan(match.kickoffAt + 90 * 60_000);
    expect(published).toBeLessThanOrEqual(match.kickoffAt + 2 * HOUR);
  });

  it("sums up a big competition's table once its matches of the day are over, as the data base has it", async () => {
    const day = beijingDay(scores().now());
    const ofDay = (league: number) => [...scores().matches()].filter((match) => match.league.id === league && beijingDay(match.kickoffAt) === day);
    const lastKickoff = (league: number) => Math.max(...ofDay(league).map((match) => match.kickoffAt));
    // The big competition whose day ends first: the feed plays the fewest hours.
    const league = [...leagues.values()]
      .filter((candidate) => BIG_COMPETITIONS.has(candidate.shortName) && ofDay(candidate.id).some((match) => !isOver(match)))
      .sort((a, b) => lastKickoff(a.id) - lastKickoff(b.id))[0];
    if (league === undefined) throw new Error('no big competition playing on the day');
    const key = roundupKey(league.id, dateKey(day));
    const roundup = async () => (await world.database.db.select().from(newsArticles).where(eq(newsArticles.sourceKey, key)))[0];
    expect(await roundup()).toBeUndefined();

    const over = new Promise<void>((resolve) => {
      const stop = world.hub.store.onPatch(() => {
        if (ofDay(league.id).every(isOver)) {
          stop();
          resolve();
        }
      });
    });
    world.feed.advance(lastKickoff(league.id) + 3 * HOUR - world.feed.clock.now(), 30_000);
    await over;
    await desk().idle();

    const article = await roundup();
    const facts = await world.app.database.seasons.roundupFacts();
    const expected = await writeRoundup(league, facts, day);
    expect(article?.title).toBe(expected?.title);
    expect(article?.content).toBe(expected?.paragraphs.join('\n\n'));
    // The table the data base shows now: no match of the competition kicked off since the day's last.
    const table = (await world.app.database.seasons.standings(league.seasonId, 'total')).groups[0]?.rows ?? [];
    expect(article?.title).toContain(facts.teamName(table[0]!.teamId));
  }, 60_000);

  it('writes a report once however many desks ask, and publishes no second article of a source key, nor its cover', async () => {
    const before = (await reports()).size;
    const other = createNewsDesk({ db: world.database.db, scores: scores(), leagues: async () => leagues, log: silentLog });
    await other.sweep();
    await desk().sweep();
    expect((await reports()).size).toBe(before);
    const [any] = [...(await reports()).values()];
    const pictures = async () => (await world.database.db.select({ value: count() }).from(drawnPictures))[0]?.value;
    const picturesBefore = await pictures();
    const again = await publishArticles(world.database.db, [{
      columnNo: '2',
      title: '重复',
      paragraphs: ['重复'],
      authorName: '足球快讯',
      views: 0,
      publishedAt: new Date(),
      cover: { kind: 'headline', title: '重复', caption: '', hue: 0 },
      teamIds: [],
      leagueName: '',
      matchId: null,
      sourceKey: any!.sourceKey!,
    }]);
    expect(again).toEqual([]);
    expect(await pictures()).toBe(picturesBefore);
    expect((await reports()).size).toBe(before);
  });

  it("writes the report of a match the desk did not report when its news is first asked for: once, from its season's page, dated about when it ended", async () => {
    const premier = [...leagues.values()].find((league) => league.shortName === '英超')!;
    const fixtures = await world.app.database.seasons.fixtures(premier.seasonId);
    const old = fixtures.rounds[2]!.matches.find((match) => match.incidents.some((incident) => incident.kind === 'goal'))!;
    expect(old.finished).toBe(true);
    expect(scores().anyMatch(old.id)).toBeUndefined();
    expect((await reports()).has(old.id)).toBe(false);
    const newsOf = (matchId: number) =>
      world.api.post<{ total: number; list: Array<{ id: number; title: string }> }>('/inform/info/list', { matchId, pageParam: { pageNum: 1, pageSize: 5 } });

    const first = await newsOf(old.id);
    expect(first.data.total).toBe(1);
    const article = (await reports()).get(old.id)!;
    expect(first.data.list[0]?.id).toBe(article.id);
    const [home, away] = [fixtures.teams[String(old.homeTeamId)]!.shortName, fixtures.teams[String(old.awayTeamId)]!.shortName];
    expect(article.title).toContain(home);
    expect(article.title).toContain(away);
    expect(article.content).toContain(`全场比分${old.homeScore}:${old.awayScore}`);
    const page = await world.app.database.seasons.matchPage(old.id);
    const scorer = old.incidents.find((incident) => incident.kind === 'goal')!;
    expect(article.content).toContain(page.players[String(scorer.playerId)]!);
    expect(article.publishedAt.getTime()).toBe(old.kickoffAt + 2 * HOUR);

    // Asked again: the same one, no second.
    expect((await newsOf(old.id)).data.list.map((item) => item.id)).toEqual([article.id]);
    const copies = await world.database.db.select({ written: count() }).from(newsArticles).where(eq(newsArticles.sourceKey, `report:${old.id}`));
    expect(copies).toEqual([{ written: 1 }]);

    // A second leg's report gives the tie's aggregate, its first leg read from its round.
    const cups = [...leagues.values()].filter((league) => league.kind === 'cup' && league.sport === 'football');
    const rounds = (await Promise.all(cups.map((league) => world.app.database.seasons.fixtures(league.seasonId)))).flatMap((season) => season.rounds);
    const secondLegs = rounds.flatMap((round) => round.matches.filter((match) => match.finished && match.roundName.endsWith('第2回合') && !scores().anyMatch(match.id)));
    const secondLeg = secondLegs[0]!;
    const firstLeg = rounds.flatMap((round) => round.matches).find((match) => match.homeTeamId === secondLeg.awayTeamId && match.awayTeamId === secondLeg.homeTeamId && match.roundName.endsWith('第1回合'))!;
    expect((await newsOf(secondLeg.id)).data.total).toBe(1);
    const aggregate = `${secondLeg.homeScore + firstLeg.awayScore}:${secondLeg.awayScore + firstLeg.homeScore}`;
    expect((await reports()).get(secondLeg.id)?.content).toContain(`首回合双方战成${firstLeg.awayScore}:${firstLeg.homeScore}，两回合总比分${aggregate}`);

    // A match of the desk's window that is still to end is the desk's to report.
    const coming = [...scores().matches('football')].find((match) => !isOver(match) && leagues.get(match.league.id)?.kind === 'league')!;
    expect((await newsOf(coming.id)).data.total).toBe(0);
    expect((await reports()).has(coming.id)).toBe(false);
  });

  it('links a report to its match after the live scores let the match go, as the season has it; a friendly only while held', async () => {
    const premier = [...leagues.values()].find((league) => league.shortName === '英超')!;
    const fixtures = await world.app.database.seasons.fixtures(premier.seasonId);
    const old = fixtures.rounds[1]!.matches[0]!;
    expect(scores().anyMatch(old.id)).toBeUndefined();
    const friendly = [...scores().matches()].find((match) => leagues.get(match.league.id)?.kind === 'friendly')!;
    const article = (matchId: number) => ({
      columnNo: '2', title: `旧闻 ${matchId}`, paragraphs: ['旧闻'], authorName: '足球快讯', views: 0, publishedAt: new Date(),
      cover: { kind: 'headline' as const, title: '旧闻', caption: '', hue: 0 }, teamIds: [], leagueName: '', matchId, sourceKey: null,
    });
    const [oldReport, friendlyReport, nowhere] = await publishArticles(world.database.db, [article(old.id), article(friendly.id), article(987_654_321)]);
    const linked = async (id: number) => (await world.api.get<{ match: unknown }>(`/inform/info/rec-detail?id=${id}`)).data.match;
    expect(await linked(oldReport!)).toEqual({ id: old.id, sport: 'football' });
    expect(await linked(friendlyReport!)).toEqual({ id: friendly.id, sport: friendly.sport });
    expect(await linked(nowhere!)).toBeNull();

    // What the seasons said is kept: a season's match and one they do not have are not asked again.
    const asked = vi.spyOn(world.hub.upstream, 'seasonMatch');
    try {
      expect(await linked(oldReport!)).toEqual({ id: old.id, sport: 'football' });
      expect(await linked(nowhere!)).toBeNull();
      expect(asked).not.toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
  });
});
