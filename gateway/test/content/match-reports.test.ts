import { describe, expect, it } from 'vitest';
import type { FeedLeague, FeedSeasonMatch } from '@portal/contracts';
import { firstLegAmong, reportArticle, reportedAt, writeMatchReport, type ReportedMatch } from '../../src/content/match-reports';
import { demoWorld } from '../../src/demo/demo-matches';

// Saturday 28 November 2026, 14:30 in Beijing.
const NOW = Date.UTC(2026, 10, 28, 6, 30);
const HOUR = 3_600_000;

describe('a match report', () => {
  const world = demoWorld(42, NOW);
  const snapshot = [...world.snapshots()].find((match) => match.sport === 'football' && match.state === 8)!;
  const base: ReportedMatch = { ...snapshot, home: { id: snapshot.homeTeamId, name: '主队' }, away: { id: snapshot.awayTeamId, name: '客队' }, incidents: [] };
  const cup: FeedLeague = { ...world.reference.league(snapshot.leagueId)!, shortName: '欧冠', name: '欧洲冠军联赛', kind: 'cup' };
  const nobody = () => '';

  it('names the winner of a shoot-out in its title and says the score of the kicks', () => {
    const report = writeMatchReport({ ...base, homeScore: 1, awayScore: 1, penaltyScore: [3, 4] }, cup, nobody);
    expect(report.title).toBe('欧冠：客队点球大战淘汰主队');
    expect(report.paragraphs).toContain('点球大战中，客队以4:3胜出，晋级下一轮。');
  });

  it("gives a second leg's aggregate and who goes through on it, though the leg itself was lost", () => {
    const report = writeMatchReport({ ...base, homeScore: 1, awayScore: 2, penaltyScore: null, firstLeg: [3, 0] }, cup, nobody);
    expect(report.title).toBe('欧冠：客队力克主队，比分2比1');
    expect(report.paragraphs).toContain('首回合双方战成3:0，两回合总比分4:2，主队晋级。');
  });

  it("finds a second leg's first among its round: the same clubs the other way round, played before it", () => {
    const leg = (id: number, homeTeamId: number, awayTeamId: number, kickoffAt: number, score: [number, number], finished = true): FeedSeasonMatch => ({
      id, round: 5, roundName: `1/8决赛第${id % 2 === 0 ? 2 : 1}回合`, group: null, kickoffAt, homeTeamId, awayTeamId, state: finished ? 8 : 1,
      finished, homeScore: score[0], awayScore: score[1], penaltyScore: null, halfScore: null, incidents: [],
    });
    const first = leg(1, 10, 20, NOW - 7 * 24 * HOUR, [3, 1]);
    const second = leg(2, 20, 10, NOW, [2, 0]);
    const elsewhere = leg(3, 30, 40, NOW - 7 * 24 * HOUR, [0, 0]);
    // This leg's home side first: 20 scored 1 in the first leg, 10 scored 3.
    expect(firstLegAmong(second, [first, elsewhere, second])).toEqual([1, 3]);
    expect(firstLegAmong(first, [first, elsewhere, second])).toBeNull();
    expect(firstLegAmong(second, [{ ...first, finished: false }, second])).toBeNull();
    expect(firstLegAmong({ ...second, roundName: '第5轮' }, [first, second])).toBeNull();
    expect(firstLegAmong({ ...second, group: 'A', roundName: '小组赛第5轮' }, [first, second])).toBeNull();
  });

  it('goes to 头条 for the big competitions and to its sport column otherwise, dated about when the match ended', () => {
    const match = { ...base, homeScore: 2, awayScore: 0, penaltyScore: null };
    const headline = reportArticle(writeMatchReport(match, cup, nobody), new Date(NOW), 0);
    expect(headline).toMatchObject({ columnNo: '1', sourceKey: `report:${snapshot.id}`, matchId: snapshot.id, teamIds: [snapshot.homeTeamId, snapshot.awayTeamId] });
    const friendly = reportArticle(writeMatchReport(match, { ...cup, shortName: '球会友谊', kind: 'friendly' }, nobody), new Date(NOW), 0);
    expect(friendly.columnNo).toBe('2');
    expect(reportedAt(match, match.kickoffAt + 110 * 60_000).getTime()).toBe(match.kickoffAt + 110 * 60_000);
    expect(reportedAt(match, match.kickoffAt + 30 * HOUR).getTime()).toBe(match.kickoffAt + 2 * HOUR);
  });
});
