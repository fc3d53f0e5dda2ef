import { CHAT_MAX_LENGTH, type ChatHistoryResponse, type FeedSport, FootballState, type MatchState, seededRandom } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_WORDS } from '../../src/chat/words';
import { rooms } from '../../src/db/schema';
import {
  ANCHOR_REPLY_MS,
  createMatchTalk,
  DEMO_MATCH_TALK_MS,
  demoFanTalks,
  fillLine,
  GOAL_REACTIONS,
  LINE_QUIET_MS,
  type MatchTalk,
  rememberRecentLines,
  repliesTo,
  type TalkLine,
} from '../../src/demo/demo-match-talk';
import { ANCHOR_LINES, FAN_LINES, GOAL_TOPICS, type TalkLines } from '../../src/demo/match-talk-lines';
import { matchRoomLines } from '../../src/demo/seed-chat';
import { demoFans } from '../../src/demo/seed-community';
import { isInPlay, matchState, ReferenceData } from '../../src/realtime/scores/projection';
import { SimulatorModel } from '@portal/simulator';
import { call, manualClock, memoryStoreOn, openSeededChatGateway } from '../chat/support';

/** Saturday 28 November 2026, 20:00 in Beijing: a full evening of football and basketball. */
const NOW = Date.UTC(2026, 10, 28, 12, 0);
const HOUR = 3_600_000;
const FANS = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110];
const ANCHORS = { football: 901, basketball: 902 } as const;

/** Every sentence of every sport, topic and voice. */
const allTemplates = (): { sport: FeedSport; topic: string; template: string }[] =>
  [FAN_LINES, ANCHOR_LINES].flatMap((voice) =>
    (Object.entries(voice) as [FeedSport, TalkLines][]).flatMap(([sport, lines]) =>
      Object.entries(lines).flatMap(([topic, templates]) => (templates ?? []).map((template) => ({ sport, topic, template }))),
    ),
  );

describe('the sentences of the demo talk', () => {
  it('are many, fill their names from the match, and fit a chat', () => {
    const templates = allTemplates();
    expect(new Set(templates.map((entry) => entry.template)).size).toBeGreaterThan(300);
    const known = new Set(['home', 'away', 'league', 'score', 'diff', 'leader', 'trailer', 'favourite', 'price', 'asian', 'totalLine', 'goals', 'underdog', 'spread', 'points', 'minute', 'team', 'other', 'player', 'left', 'period', 'run']);
    for (const { template } of templates) {
      for (const [, name] of template.matchAll(/\{(\w+)\}/g)) expect(known, template).toContain(name);
      expect([...template].length).toBeLessThan(CHAT_MAX_LENGTH / 2);
      for (const word of [...PLATFORM_WORDS, '黑哨']) expect(template).not.toContain(word);
    }
  });

  it('name the side that scored in every sentence of a goal, and the match in every other but an answer to the anchor', () => {
    for (const { topic, template } of allTemplates()) {
      if (GOAL_TOPICS.some((goal) => goal === topic)) expect(template).toContain('{team}');
      else if (topic !== 'replyAgree') expect(template, topic).toMatch(/\{\w+\}/);
    }
  });

  it('are not said again within the quiet time once the chats hold them', () => {
    const talk = createMatchTalk(seededRandom(1));
    const match = playing({ id: 1 });
    const cheers = [{ topic: 'cheer' as const, weight: 1, vars: { team: '曼城' } }];
    const all = FAN_LINES.football.cheer!.map((template) => fillLine(template, { team: '曼城' })!);
    for (const line of all.slice(1)) talk.remember(line, NOW - 60_000);
    expect(talk.fanLine(match, cheers, NOW)).toBe(all[0]);
    expect(talk.fanLine(match, cheers, NOW + 1_000)).toBeUndefined();
    expect(all.slice(1)).toContain(talk.fanLine(match, cheers, NOW - 60_000 + LINE_QUIET_MS));
  });

  it("answer the anchor on the side they named first: backing a leader, agreeing on a trailer's trouble, or the question asked", () => {
    const match = playing({ id: 1, homeScore: 2, awayScore: 0 });
    const replies = (words: string) => repliesTo(words, match).map((reply) => [reply.topic, reply.vars.team]);
    expect(replies('阿森纳这场输得没脾气')).toContainEqual(['replyTrailer', '阿森纳']);
    expect(replies('曼城领先2球，阿森纳得换人了')).toContainEqual(['replyTeam', '曼城']);
    expect(replies('曼城还是2:0，大家猜猜还会有进球吗？').map(([topic]) => topic)).toEqual(['replyQuestion']);
  });

  it('are left unsaid when a name they need has no value', () => {
    expect(fillLine('{team}进球了！{score}', { team: '曼城', score: '1:0' })).toBe('曼城进球了！1:0');
    expect(fillLine('{player}吃到黄牌了', { team: '曼城' })).toBeUndefined();
  });
});

type Said = TalkLine & { at: number; match: MatchState };

/**
 * An hour of the demo talk over the seeded simulator's evening, a call every
 * {@link DEMO_MATCH_TALK_MS}: the five hottest-by-id football and basketball matches being played
 * at the start talk in their chats, and a room of each sport streams the first of them.
 */
function simulatedHour(seed: number): { said: Said[]; matches: Map<number, MatchState> } {
  const model = new SimulatorModel({ seed: 42, start: NOW, window: { back: 1, ahead: 1 } });
  const reference = new ReferenceData();
  reference.update({ leagues: model.reference.leagues, teams: model.reference.teams, bookmakers: model.reference.bookmakers });
  const stateOf = (id: number) => matchState(model.match(id)!, reference);
  const playing = (sport: FeedSport) =>
    [...model.snapshots()]
      .filter((m) => m.sport === sport)
      .map((m) => matchState(m, reference))
      .filter(isInPlay)
      .sort((a, b) => a.id - b.id)
      .slice(0, 5)
      .map((m) => m.id);
  const ids = { football: playing('football'), basketball: playing('basketball') };
  const talk = createMatchTalk(seededRandom(seed));
  const said: Said[] = [];
  const matches = new Map<number, MatchState>();
  for (let now = NOW; now < NOW + HOUR; now += DEMO_MATCH_TALK_MS) {
    model.advance(now);
    const current = [...ids.football, ...ids.basketball].map(stateOf);
    for (const match of current) matches.set(match.id, match);
    const roomMatch = (sport: FeedSport) => current.find((match) => match.id === ids[sport][0]);
    const streaming = (['football', 'basketball'] as const).map((sport, index) => ({ roomId: index + 1, anchorId: ANCHORS[sport], match: roomMatch(sport) }));
    const lines = talk.round({ now, matches: current, rooms: streaming, fans: FANS });
    for (const line of lines) {
      const match = 'matchId' in line.target ? matches.get(line.target.matchId)! : streaming[line.target.roomId - 1]!.match!;
      said.push({ ...line, at: now, match });
    }
  }
  return { said, matches };
}

describe('an hour of the demo talk', () => {
  const { said, matches } = simulatedHour(7);
  const channel = (line: Said) => ('matchId' in line.target ? `match:${line.target.matchId}` : `room:${line.target.roomId}`);

  it('is busy and varied', () => {
    expect(said.length).toBeGreaterThan(1_000);
    expect(new Set(said.map((line) => line.content)).size).toBeGreaterThan(said.length / 2);
    expect(new Set(said.map(channel)).size).toBe(matches.size + 2);
  });

  it('never has anyone say a sentence said by anyone within the quiet time', () => {
    const last = new Map<string, Said>();
    for (const line of said) {
      const before = last.get(line.content);
      if (before !== undefined) expect(line.at - before.at, line.content).toBeGreaterThanOrEqual(LINE_QUIET_MS);
      last.set(line.content, line);
    }
    expect(LINE_QUIET_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('has every fan say at most one line a call', () => {
    const calls = new Map<number, Said[]>();
    for (const line of said) calls.set(line.at, [...(calls.get(line.at) ?? []), line]);
    for (const lines of calls.values()) {
      const fans = lines.filter((line) => FANS.includes(line.userId)).map((line) => line.userId);
      expect(new Set(fans).size).toBe(fans.length);
    }
  });

  it("names its match's sides, players, league or score in every line, or answers the anchor", () => {
    for (const line of said) {
      const { match } = line;
      const players = match.lineups === null ? [] : [...match.lineups.home.starters, ...match.lineups.home.substitutes, ...match.lineups.away.starters, ...match.lineups.away.substitutes].map((p) => p.name);
      const names = [match.home.name, match.away.name, match.league.name, ...players];
      const named = names.some((name) => line.content.includes(name)) || /\d+:\d+/.test(line.content);
      expect(named || line.content.includes('主播'), line.content).toBe(true);
    }
  });

  it("has fans react to every goal at once, naming the side that scored, and the score it made", () => {
    const goals = [...matches.values()].flatMap((match) =>
      match.incidents.filter((incident) => ['goal', 'own_goal', 'penalty'].includes(incident.kind) && incident.at >= NOW && incident.at < NOW + HOUR - DEMO_MATCH_TALK_MS).map((incident) => ({ match, incident })),
    );
    expect(goals.length).toBeGreaterThan(3);
    for (const { match, incident } of goals) {
      const team = incident.team === 'home' ? match.home.name : match.away.name;
      const reactions = said.filter(
        (line) => 'matchId' in line.target && line.target.matchId === match.id && line.at >= incident.at && line.at < incident.at + DEMO_MATCH_TALK_MS && line.content.includes(team),
      );
      expect(reactions.length, `${team} ${incident.minute}'`).toBeGreaterThanOrEqual(GOAL_REACTIONS);
    }
    const scored = said.filter((line) => line.content.includes('进球了') || line.content.includes('扳平'));
    expect(scored.length).toBeGreaterThan(0);
  });

  it('has fans talk of the cards as they are shown, naming the player', () => {
    const cards = [...matches.values()].flatMap((match) =>
      match.incidents.filter((incident) => incident.kind === 'yellow' && incident.at >= NOW && incident.at < NOW + HOUR - DEMO_MATCH_TALK_MS).map((incident) => ({ match, incident })),
    );
    expect(cards.length).toBeGreaterThan(3);
    for (const { match, incident } of cards) {
      const players = [...match.lineups!.home.starters, ...match.lineups!.home.substitutes, ...match.lineups!.away.starters, ...match.lineups!.away.substitutes];
      const player = players.find((p) => p.playerId === incident.playerId)!.name;
      const talkedOf = said.some((line) => 'matchId' in line.target && line.target.matchId === match.id && line.at >= incident.at && line.at < incident.at + DEMO_MATCH_TALK_MS && line.content.includes(player));
      expect(talkedOf, player).toBe(true);
    }
  });

  it("talks of the minute, the odds and a basketball game's period", () => {
    expect(said.some((line) => /\d+分钟/.test(line.content))).toBe(true);
    expect(said.some((line) => /胜赔|亚盘|大小球|让分|总分/.test(line.content))).toBe(true);
    expect(said.some((line) => /第\d节/.test(line.content))).toBe(true);
  });

  it("has each room's anchor speak of the match, and a viewer answer the anchor's words", () => {
    for (const [roomId, anchorId] of [[1, ANCHORS.football], [2, ANCHORS.basketball]] as const) {
      const inRoom = said.filter((line) => 'roomId' in line.target && line.target.roomId === roomId);
      const anchorLines = inRoom.filter((line) => line.userId === anchorId);
      expect(anchorLines.length).toBeGreaterThan(5);
      for (const words of anchorLines) {
        const answer = inRoom.find((line) => line.userId !== anchorId && line.at > words.at && line.at <= words.at + ANCHOR_REPLY_MS);
        if (answer !== undefined && !inRoom.some((line) => line.userId === anchorId && line.at > words.at && line.at < answer.at)) {
          expect(answer.content, words.content).toContain('主播');
        }
      }
    }
  });

  it('is the same hour again from the same seed', () => {
    expect(simulatedHour(7).said.map((line) => [line.at, line.userId, line.content])).toEqual(said.map((line) => [line.at, line.userId, line.content]));
  });
});

/** A match being played, only the fields the talk reads. */
function playing(fields: Partial<MatchState> & Pick<MatchState, 'id'>): MatchState {
  return {
    sport: 'football',
    state: FootballState.SECOND_HALF,
    league: { id: 1, name: '英超', country: '英格兰', color: '#3d195b', kind: 'league' },
    home: { id: 1, name: '曼城', logo: '' },
    away: { id: 2, name: '阿森纳', logo: '' },
    phaseStartedAt: NOW - 20 * 60_000,
    clockBaseMinute: 45,
    periodMinutes: 45,
    homeScore: 0,
    awayScore: 0,
    incidents: [],
    lineups: null,
    odds: { sport: 'football', bookmakerId: 1, europe: { home: 1.8, draw: 3.4, away: 4.2 }, asian: { line: -0.5, home: 0.9, away: 0.95 }, overUnder: { line: 2.5, over: 0.9, under: 0.9 } },
    ...fields,
  } as MatchState;
}

describe("a demo room's chat when the demo is seeded", () => {
  it('is a conversation about the match it shows: the anchor greets with the match, viewers answer and talk of it, no sentence twice', () => {
    const match = playing({ id: 1, homeScore: 2, awayScore: 1 });
    const lines = matchRoomLines(1, match, NOW);
    expect(lines.map((line) => line.speaker)).toEqual([0, 1, 2, 3, 0, 1, 2]);
    expect(lines[0]!.content).toMatch(/曼城.*阿森纳/);
    expect(lines[1]!.content).toContain('主播');
    expect(new Set(lines.map((line) => line.content)).size).toBe(lines.length);
    expect(matchRoomLines(1, match, NOW)).toEqual(lines);
    expect(matchRoomLines(2, match, NOW)).not.toEqual(lines);
  });

  it('talks of a match to come before it starts', () => {
    const lines = matchRoomLines(3, playing({ id: 2, state: FootballState.NOT_STARTED, phaseStartedAt: null, clockBaseMinute: 0 }), NOW);
    expect(lines[0]!.content).toMatch(/赛前|看好/);
  });
});

describe('the demo talk in the chats', () => {
  const clock = manualClock(NOW);
  const store = memoryStoreOn(clock);
  let suite: Awaited<ReturnType<typeof openSeededChatGateway>>;

  beforeAll(async () => {
    suite = await openSeededChatGateway(clock, store);
  });
  afterAll(async () => {
    await suite.close();
  });

  const history = async (target: { matchId: number } | { roomId: number }) =>
    (await call<ChatHistoryResponse>(suite.gateway.app, 'POST', '/chat/page', undefined, target)).data.list.map((line) => [line.user.id, line.content]);

  it("sends the fans' lines into the match chats and the anchor's and viewers' into the rooms on air, through the chat", async () => {
    const db = suite.database.db;
    const fans = (await demoFans(db)).map((fan) => fan.id);
    const [room] = await db.select({ id: rooms.id, anchorId: rooms.anchorId }).from(rooms).where(eq(rooms.id, 1));
    await db.update(rooms).set({ onAir: true, matchId: 3001 }).where(eq(rooms.id, room!.id));
    const goal = { id: '1-1', kind: 'goal', minute: 64, team: 'away', score: [0, 1], at: NOW - 5_000 } as MatchState['incidents'][number];
    const scored = playing({ id: 3001, awayScore: 1, incidents: [goal] });
    const quiet = playing({ id: 3002, state: FootballState.NOT_STARTED, phaseStartedAt: null, clockBaseMinute: 0 });
    const talk = createMatchTalk(seededRandom(3));
    const said = await demoFanTalks({ db, chat: suite.gateway.chat.service, hottest: () => [scored, quiet], match: () => scored, talk, now: () => clock.now() });

    const inMatch = said.filter((line) => 'matchId' in line.target);
    expect(inMatch).toHaveLength(GOAL_REACTIONS);
    for (const line of inMatch) {
      expect(fans).toContain(line.userId);
      expect(line.content).toContain('阿森纳');
    }
    expect(new Set(inMatch.map((line) => line.userId)).size).toBe(GOAL_REACTIONS);
    const inRoom = said.filter((line) => 'roomId' in line.target);
    // A viewer's reaction to the goal, and the anchor's.
    expect(inRoom.map((line) => line.userId === room!.anchorId)).toEqual([false, true]);
    expect(inRoom.every((line) => line.content.includes('阿森纳'))).toBe(true);

    // Sent at the same instant, the lines of a call come back in any order.
    const sorted = (lines: (string | number)[][]) => lines.map((line) => line.join(' ')).sort();
    expect(sorted(await history({ matchId: 3001 }))).toEqual(sorted(inMatch.map((line) => [line.userId, line.content])));
    expect(sorted(await history({ roomId: room!.id }))).toEqual(expect.arrayContaining(sorted(inRoom.map((line) => [line.userId, line.content]))));
    expect(await history({ matchId: 3002 })).toEqual([]);

    // A talk starting afresh (a restart) first remembers what the chats took lately.
    const remembered: string[] = [];
    await rememberRecentLines(db, { remember: (content: string) => remembered.push(content) } as unknown as MatchTalk, clock.now());
    expect(remembered).toEqual(expect.arrayContaining(said.map((line) => line.content)));
  });
});
