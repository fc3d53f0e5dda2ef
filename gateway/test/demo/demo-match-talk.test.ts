import { BasketballState, type ChatHistoryResponse, FootballState, type MatchState } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFanTalks, type DemoMatchTalk, GOAL_TALK_MS, MATCH_TALK_CHANCE, matchTalk } from '../../src/demo/demo-match-talk';
import { demoFans } from '../../src/demo/seed-community';
import { call, manualClock, memoryStoreOn, openSeededChatGateway } from '../chat/support';

const NOW = Date.UTC(2026, 10, 28, 12, 0);

/** A match being played, only the fields the talk reads. */
function playing(fields: Partial<MatchState> & Pick<MatchState, 'id'>): MatchState {
  return {
    sport: 'football',
    state: FootballState.SECOND_HALF,
    home: { id: 1, name: '曼城', logo: '' },
    away: { id: 2, name: '阿森纳', logo: '' },
    homeScore: 0,
    awayScore: 0,
    incidents: [],
    ...fields,
  } as MatchState;
}

/** A random source answering `values` in turn, then the last forever. */
const answers = (...values: number[]) => {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] as number;
};

describe('what a demo fan says of a match', () => {
  // 0.5: no cheer; then the line's own choice.
  const said = (match: MatchState, at = NOW) => matchTalk(match, at, answers(0.5));

  it('talks of a goal for three minutes after it, with the score', () => {
    const goal = { id: '1-1', kind: 'goal', minute: 60, team: 'away', playerId: 7, score: [1, 2], at: NOW - 60_000 } as MatchState['incidents'][number];
    const match = playing({ id: 1, homeScore: 1, awayScore: 2, incidents: [goal] });
    expect(said(match)).toBe('阿森纳进球了！现在曼城1:2阿森纳');
    expect(said(match, goal.at + GOAL_TALK_MS + 1)).toBe('曼城加油，还有时间扳回来');
  });

  it('sums up the half at half-time, and a level score or a lead while it is played', () => {
    expect(said(playing({ id: 1, state: FootballState.HALF_TIME, homeScore: 2, awayScore: 0 }))).toBe('半场曼城领先2球，下半场阿森纳还有机会');
    expect(said(playing({ id: 1, state: FootballState.HALF_TIME, homeScore: 1, awayScore: 1 }))).toBe('半场1:1，下半场看谁先破门');
    expect(said(playing({ id: 1, homeScore: 0, awayScore: 0 }))).toBe('曼城和阿森纳还是0:0，谁先进球谁就赢了');
    expect(matchTalk(playing({ id: 1, homeScore: 3, awayScore: 1 }), NOW, answers(0.5, 0.1))).toBe('曼城领先2球，稳住！');
  });

  it('reads a basketball game by the points between the sides', () => {
    const game = (homeScore: number, awayScore: number) =>
      said(playing({ id: 1, sport: 'basketball', state: BasketballState.Q3, home: { id: 1, name: '湖人', logo: '' }, away: { id: 2, name: '勇士', logo: '' }, homeScore, awayScore }));
    expect(game(80, 80)).toBe('打平了！湖人80:80勇士');
    expect(game(80, 84)).toBe('分差只有4分，湖人和勇士咬得太紧了');
    expect(game(95, 80)).toBe('湖人领先15分，勇士得打一波小高潮了');
  });

  it('cheers a side now and then', () => {
    expect(matchTalk(playing({ id: 1 }), NOW, answers(0.1, 0.7))).toBe('阿森纳加油！');
  });
});

describe('a demo fan in a match chat', () => {
  const clock = manualClock(NOW);
  const store = memoryStoreOn(clock);
  let suite: Awaited<ReturnType<typeof openSeededChatGateway>>;
  let talk: Omit<DemoMatchTalk, 'random' | 'hottest'>;

  beforeAll(async () => {
    suite = await openSeededChatGateway(clock, store);
    talk = { db: suite.database.db, chat: suite.gateway.chat.service, now: () => clock.now() };
  });
  afterAll(async () => {
    await suite.close();
  });

  const history = async (matchId: number) => (await call<ChatHistoryResponse>(suite.gateway.app, 'POST', '/chat/page', undefined, { matchId })).data.list;

  it('says nothing without the chance, nor of a match not being played', async () => {
    const before = playing({ id: 3002, state: FootballState.NOT_STARTED });
    expect(await demoFanTalks({ ...talk, hottest: () => [playing({ id: 3002 })], random: () => MATCH_TALK_CHANCE })).toEqual([]);
    expect(await demoFanTalks({ ...talk, hottest: () => [before], random: () => 0 })).toEqual([]);
    expect(await history(3002)).toEqual([]);
  });

  it("sends a line in each match being played whose chance came, each from another of the community's fans, into its chat", async () => {
    const fans = (await demoFans(suite.database.db)).map((fan) => fan.id);
    const leading = playing({ id: 3001, homeScore: 2, awayScore: 0 });
    const level = playing({ id: 4242, homeScore: 1, awayScore: 1 });
    const quiet = playing({ id: 3002 });
    // The chances: taken, taken, not taken; the first fan; then each line: no cheer, and the lead's or the level score's words.
    const said = await demoFanTalks({
      ...talk,
      hottest: () => [leading, level, quiet],
      random: answers(0, 0, 0.9, 0, 0.5, 0.1, 0.5),
    });
    expect(said).toEqual([
      { userId: fans[0], matchId: 3001, content: '曼城领先2球，稳住！' },
      { userId: fans[1], matchId: 4242, content: '曼城和阿森纳还是1:1，谁先进球谁就赢了' },
    ]);
    const lines = async (matchId: number) => (await history(matchId)).map((line) => [line.user.id, line.kind, line.content]);
    expect(await lines(3001)).toEqual([[fans[0], 'text', '曼城领先2球，稳住！']]);
    expect(await lines(4242)).toEqual([[fans[1], 'text', '曼城和阿森纳还是1:1，谁先进球谁就赢了']]);
    expect(await history(3002)).toEqual([]);
  });
});
