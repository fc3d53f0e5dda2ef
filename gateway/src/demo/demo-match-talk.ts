import {
  BasketballState,
  basketballStateShort,
  bySport,
  FootballState,
  handicapLineName,
  type FeedIncident,
  type FeedSport,
  type MainOdds,
  type MatchState,
  type Random,
  type Sport,
} from '@portal/contracts';
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type { ChatService } from '../chat/chat-service';
import type { Db } from '../db/database';
import { chatMessages, rooms } from '../db/schema';
import { isInPlay, isUpcoming } from '../realtime/scores/projection';
import { ANCHOR_LINES, FAN_LINES, GOAL_TOPICS, type TalkLines, type TalkTopic } from './match-talk-lines';
import { repeatDemo } from './repeat';
import { demoFans } from './seed-community';

/** How often the demo's watchers may say something. */
export const DEMO_MATCH_TALK_MS = 15_000;
/** The chance, each {@link DEMO_MATCH_TALK_MS}, that a fan says something in a given chat: about two lines a minute in each. */
export const MATCH_TALK_CHANCE = 1 / 2;
/** The chance, each {@link DEMO_MATCH_TALK_MS}, that a demo anchor says something of the match their room shows. */
export const ANCHOR_TALK_CHANCE = 1 / 4;
/** How long after a goal the fans still talk of it. */
export const GOAL_TALK_MS = 3 * 60_000;
/** How long after a card, a missed penalty, a three or a time-out the fans still talk of it. */
export const MOMENT_TALK_MS = 90_000;
/** How many fans react at once to a goal in a match chat. */
export const GOAL_REACTIONS = 3;
/** How long no one says a sentence said before. */
export const LINE_QUIET_MS = 10 * 60_000;
/** How long after the anchor spoke their viewers still answer. */
export const ANCHOR_REPLY_MS = 60_000;
/** How many viewers answer one line of the anchor's. */
export const ANCHOR_REPLIES = 1;

/** The values a sentence's `{name}` are filled with. */
export type TalkVars = Partial<Record<string, string>>;

/** Something the watchers may talk of, how likely against the rest, and the values its sentences name. */
export type Mention = { topic: TalkTopic; weight: number; vars: TalkVars };

/** `template` with every `{name}` filled from `vars`; undefined when one of them has no value. */
export function fillLine(template: string, vars: TalkVars): string | undefined {
  let missing = false;
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : filled;
}

const sideName = (match: MatchState, side: 'home' | 'away') => (side === 'home' ? match.home.name : match.away.name);
const otherSide = (side: 'home' | 'away') => (side === 'home' ? 'away' : 'home');

function playerName(match: MatchState, playerId: number | undefined): string | undefined {
  if (playerId === undefined || match.lineups === null) return undefined;
  const { home, away } = match.lineups;
  return [...home.starters, ...home.substitutes, ...away.starters, ...away.substitutes].find((player) => player.playerId === playerId)?.name;
}

/** The football clock's minute at `now`, as a scoreboard shows it (1 in the first minute). */
export function footballMinute(match: Pick<MatchState, 'phaseStartedAt' | 'clockBaseMinute'>, now: number): number {
  if (match.phaseStartedAt === null) return match.clockBaseMinute;
  return match.clockBaseMinute + Math.floor((now - match.phaseStartedAt) / 60_000) + 1;
}

/** Whole minutes left in the basketball period at `now`, at least 1 while it is played. */
export function basketballMinutesLeft(match: Pick<MatchState, 'phaseStartedAt' | 'clockBaseMinute' | 'periodMinutes'>, now: number): number {
  const played = match.phaseStartedAt === null ? match.clockBaseMinute : match.clockBaseMinute + (now - match.phaseStartedAt) / 60_000;
  return Math.max(1, Math.ceil(match.periodMinutes - played));
}

/** The values every sentence of the match may name: the sides, the score, who leads, the prices. */
function matchVars(match: MatchState): TalkVars {
  const { homeScore: h, awayScore: a } = match;
  const [home, away] = [match.home.name, match.away.name];
  const vars: TalkVars = { home, away, league: match.league.name, score: `${h}:${a}`, diff: String(Math.abs(h - a)) };
  if (h !== a) Object.assign(vars, { leader: h > a ? home : away, trailer: h > a ? away : home });
  Object.assign(vars, bySport(match.odds, oddsVars(home, away, String(h + a))));
  return vars;
}

/**
 * What each sport's headline prices let a sentence name: the favourite by the 1X2 price, the Asian
 * line and the goals line; the spread's favourite and underdog, and the points line.
 */
const oddsVars = (home: string, away: string, scored: string): { readonly [S in Sport]: (odds: Extract<MainOdds, { sport: S }>) => TalkVars } => ({
  football: (odds) => {
    const vars: TalkVars = {};
    if (odds.europe !== null) {
      const homeFavoured = odds.europe.home <= odds.europe.away;
      Object.assign(vars, { favourite: homeFavoured ? home : away, price: (homeFavoured ? odds.europe.home : odds.europe.away).toFixed(2) });
    }
    if (odds.asian !== null) {
      const { line } = odds.asian;
      vars.asian = line === 0 ? '平手' : `${line < 0 ? home : away}让${handicapLineName(Math.abs(line))}`;
    }
    if (odds.overUnder !== null) Object.assign(vars, { totalLine: String(odds.overUnder.line), goals: scored });
    return vars;
  },
  basketball: (odds) => {
    const vars: TalkVars = {};
    if (odds.handicap !== null && odds.handicap.line !== 0) {
      const { line } = odds.handicap;
      const [giver, taker] = line < 0 ? [home, away] : [away, home];
      Object.assign(vars, { favourite: giver, underdog: taker, spread: `${giver}让${Math.abs(line)}分` });
    }
    if (odds.total !== null) Object.assign(vars, { totalLine: String(odds.total.line), points: scored });
    return vars;
  },
});

/** The values of an incident's sentences: its side, the other, its player, its minute and the score it made. */
function incidentVars(match: MatchState, incident: FeedIncident): TalkVars {
  const vars: TalkVars = { team: sideName(match, incident.team), other: sideName(match, otherSide(incident.team)), minute: String(incident.minute) };
  const player = playerName(match, incident.playerId);
  if (player !== undefined) vars.player = player;
  if (incident.score !== undefined) vars.score = `${incident.score[0]}:${incident.score[1]}`;
  return vars;
}

/** Which goal a scoring incident was: the one that put its side in front, levelled, added to a lead or pulled one back. */
function goalTopic(incident: FeedIncident): TalkTopic {
  if (incident.kind === 'own_goal') return 'ownGoal';
  if (incident.kind === 'penalty') return 'penaltyGoal';
  const [h, a] = incident.score ?? [0, 0];
  const lead = incident.team === 'home' ? h - a : a - h;
  if (lead === 0) return 'goalLevel';
  if (lead === 1) return 'goalAhead';
  return lead > 1 ? 'goalFurther' : 'goalBack';
}

/** The football incidents fans react to as they happen, with what they then talk of. */
const FOOTBALL_MOMENTS: Partial<Record<FeedIncident['kind'], (incident: FeedIncident) => TalkTopic>> = {
  goal: goalTopic,
  own_goal: goalTopic,
  penalty: goalTopic,
  penalty_missed: () => 'penaltyMissed',
  yellow: () => 'yellow',
  red: () => 'red',
  second_yellow: () => 'red',
};

/** How much more a moment is talked of than the state of the match. */
const MOMENT_WEIGHT: Partial<Record<TalkTopic, number>> = { penaltyMissed: 4, yellow: 3, red: 5 };
const GOAL_WEIGHT = 6;

const cheers = (match: MatchState, vars: TalkVars): Mention[] =>
  (['home', 'away'] as const).map((side) => ({ topic: 'cheer', weight: 0.75, vars: { ...vars, team: sideName(match, side) } }));

const oddsMentions = (vars: TalkVars): Mention[] => [
  { topic: 'favourite', weight: 1, vars },
  { topic: 'handicap', weight: 0.6, vars },
  { topic: 'total', weight: 0.8, vars },
];

/** A football match's moment fans react to, if `incident` is one. */
function footballMoment(match: MatchState, incident: FeedIncident): Mention | undefined {
  const topic = FOOTBALL_MOMENTS[incident.kind]?.(incident);
  if (topic === undefined) return undefined;
  return { topic, weight: GOAL_TOPICS.includes(topic) ? GOAL_WEIGHT : (MOMENT_WEIGHT[topic] ?? 3), vars: { ...matchVars(match), ...incidentVars(match, incident) } };
}

function footballMentions(match: MatchState, now: number): Mention[] {
  const vars = { ...matchVars(match), minute: String(footballMinute(match, now)) };
  const base = [...cheers(match, vars), ...oddsMentions(vars)];
  if (isUpcoming(match)) return [{ topic: 'prematch', weight: 4, vars }, ...base];
  const mentions: Mention[] = [{ topic: 'play', weight: 2, vars }, ...base];
  for (const incident of match.incidents) {
    const moment = footballMoment(match, incident);
    if (moment === undefined) continue;
    const talkedOf = GOAL_TOPICS.includes(moment.topic) ? GOAL_TALK_MS : MOMENT_TALK_MS;
    if (now - incident.at <= talkedOf) mentions.push(moment);
  }
  const diff = Math.abs(match.homeScore - match.awayScore);
  const minute = footballMinute(match, now);
  const situation: TalkTopic =
    match.state === FootballState.HALF_TIME
      ? diff === 0
        ? 'halfTimeLevel'
        : 'halfTimeLead'
      : diff === 0
        ? minute <= 20
          ? 'levelEarly'
          : minute >= 80
            ? 'levelLate'
            : 'level'
        : diff >= 3
          ? 'bigLead'
          : minute >= 80
            ? 'leadLate'
            : 'lead';
  mentions.push({ topic: situation, weight: match.state === FootballState.HALF_TIME ? 6 : 3, vars });
  return mentions;
}

/** The points one side scored in a row at the end of the match so far, since `since`. */
function lastRun(match: MatchState, since: number): { side: 'home' | 'away'; points: number } | undefined {
  const scores = match.incidents.filter((incident) => incident.kind === 'score');
  const last = scores.at(-1);
  if (last === undefined) return undefined;
  let points = 0;
  for (let index = scores.length - 1; index >= 0; index -= 1) {
    const incident = scores[index]!;
    if (incident.team !== last.team || incident.at < since) break;
    points += incident.points ?? 0;
  }
  return { side: last.team, points };
}

/** The basketball states between two periods. */
const PERIOD_BREAKS: ReadonlySet<number> = new Set([BasketballState.Q1_ENDED, BasketballState.Q2_ENDED, BasketballState.Q3_ENDED]);
/** The basketball states of the last period and the overtimes, when a close game is decided. */
const DECIDING_PERIODS: ReadonlySet<number> = new Set([BasketballState.Q4, BasketballState.OVERTIME]);
/** Points one side scores in a row before the fans call it a run. */
const RUN_POINTS = 7;

function basketballMentions(match: MatchState, now: number): Mention[] {
  const period = basketballStateShort(match.state);
  const left = basketballMinutesLeft(match, now);
  const vars: TalkVars = { ...matchVars(match), left: String(left), ...(period === undefined ? {} : { period }) };
  const base = [...cheers(match, vars), ...oddsMentions(vars)];
  if (isUpcoming(match)) return [{ topic: 'prematch', weight: 4, vars }, ...base];
  const mentions: Mention[] = [{ topic: 'play', weight: 2, vars }, ...base];
  const recent = match.incidents.filter((incident) => now - incident.at <= MOMENT_TALK_MS);
  const three = recent.findLast((incident) => incident.kind === 'score' && incident.points === 3);
  if (three !== undefined) mentions.push({ topic: 'three', weight: 3, vars: { ...vars, ...incidentVars(match, three), score: vars.score } });
  const foul = recent.findLast((incident) => incident.kind === 'foul');
  if (foul !== undefined) mentions.push({ topic: 'foul', weight: 1, vars: { ...vars, ...incidentVars(match, foul), score: vars.score } });
  const timeout = recent.findLast((incident) => incident.kind === 'timeout');
  if (timeout !== undefined) mentions.push({ topic: 'timeout', weight: 2.5, vars: { ...vars, ...incidentVars(match, timeout), score: vars.score } });
  const run = lastRun(match, now - 4 * 60_000);
  if (run !== undefined && run.points >= RUN_POINTS) {
    mentions.push({ topic: 'run', weight: 4, vars: { ...vars, team: sideName(match, run.side), other: sideName(match, otherSide(run.side)), run: String(run.points) } });
  }
  const diff = Math.abs(match.homeScore - match.awayScore);
  if (PERIOD_BREAKS.has(match.state)) {
    mentions.push({ topic: 'periodBreak', weight: 6, vars });
  } else {
    mentions.push({ topic: 'period', weight: 1, vars });
    if (DECIDING_PERIODS.has(match.state) && left <= 3 && diff <= 8) mentions.push({ topic: 'clutch', weight: 5, vars });
  }
  const situation: TalkTopic = diff === 0 ? 'tied' : diff <= 5 ? 'close' : diff >= 15 ? 'blowout' : 'lead';
  mentions.push({ topic: situation, weight: 3, vars });
  return mentions;
}

/** What the watchers of a match may talk of at `now`, by sport. */
const MENTIONS: Record<FeedSport, (match: MatchState, now: number) => Mention[]> = { football: footballMentions, basketball: basketballMentions };

/** What there is to say of a match at `now`: its state, what just happened in it, its prices, a cheer. */
export const mentionsOf = (match: MatchState, now: number): Mention[] => MENTIONS[match.sport](match, now);

/**
 * What the viewers answer to the anchor's `words`: a question's answer; else of the side the anchor
 * named first (backing it, or agreeing on its trouble when it trails), or just agreeing.
 */
export function repliesTo(words: string, match: MatchState): Mention[] {
  const vars = matchVars(match);
  if (/[?？]/.test(words)) return [{ topic: 'replyQuestion', weight: 1, vars }];
  const named = (['home', 'away'] as const)
    .map((side) => ({ side, at: words.indexOf(sideName(match, side)) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  const replies: Mention[] = [{ topic: 'replyAgree', weight: 1, vars }];
  if (named !== undefined) {
    const team = sideName(match, named.side);
    replies.push({ topic: team === vars.trailer ? 'replyTrailer' : 'replyTeam', weight: 3, vars: { ...vars, team } });
  }
  return replies;
}

/** Who says a line where: a match's chat or a room's. */
export type TalkTarget = { matchId: number } | { roomId: number };
/** A line said by one of the demo's watchers or anchors. */
export type TalkLine = { userId: number; target: TalkTarget; content: string };

/** A demo room on air, the anchor who streams it and the match it shows (undefined when none the scores hold). */
export type TalkRoom = { roomId: number; anchorId: number; match: MatchState | undefined };

/** One call of the demo talk: the time, the matches whose chats the fans talk in, the rooms on air, and the fans who may speak. */
export type TalkRound = { now: number; matches: readonly MatchState[]; rooms: readonly TalkRoom[]; fans: readonly number[] };

/** The football incidents the fans react to as they come. */
const isMoment = (incident: FeedIncident) => FOOTBALL_MOMENTS[incident.kind] !== undefined;

/**
 * The demo's watchers: what they say of the matches being played, call by call. They remember what
 * was said, so no one says a sentence anyone said in {@link LINE_QUIET_MS}; what each match's fans
 * have reacted to; and what each room's anchor said last, which the viewers answer.
 */
export function createMatchTalk(random: Random) {
  const said = new Map<string, number>();
  const heard = new Map<number, Set<string>>();
  const anchorWords = new Map<number, { content: string; at: number; answers: number }>();

  /** A sentence of `lines` on one of `mentions`, drawn by the mentions' weights, not said in {@link LINE_QUIET_MS}. */
  const sentence = (mentions: readonly Mention[], lines: TalkLines, now: number): string | undefined => {
    for (const [text, at] of said) if (now - at >= LINE_QUIET_MS) said.delete(text);
    let best: { text: string; key: number } | undefined;
    for (const mention of mentions) {
      const templates = lines[mention.topic] ?? [];
      for (const template of templates) {
        const text = fillLine(template, mention.vars);
        if (text === undefined || said.has(text)) continue;
        // A weighted draw without replacement: the largest random() ** (1 / weight) wins.
        const key = random() ** (templates.length / mention.weight);
        if (best === undefined || key > best.key) best = { text, key };
      }
    }
    if (best !== undefined) said.set(best.text, now);
    return best?.text;
  };

  /** The moments of `match` its fans have not reacted to yet; those past {@link GOAL_TALK_MS} are let go unsaid. */
  const newMoments = (match: MatchState, now: number): Mention[] => {
    const known = heard.get(match.id) ?? new Set<string>();
    heard.set(match.id, known);
    const fresh = match.incidents.filter((incident) => isMoment(incident) && !known.has(incident.id));
    for (const incident of fresh) known.add(incident.id);
    return fresh
      .filter((incident) => now - incident.at <= GOAL_TALK_MS)
      .map((incident) => footballMoment(match, incident))
      .filter((moment) => moment !== undefined);
  };

  return {
    /** Notes `content` as said at `at` (as the chats already hold it), so no one says it again in {@link LINE_QUIET_MS}. */
    remember(content: string, at: number) {
      said.set(content, Math.max(at, said.get(content) ?? at));
    },
    /** A fan's line on `mentions`, undefined when every sentence of them was said lately. */
    fanLine: (match: MatchState, mentions: readonly Mention[], now: number) => sentence(mentions, FAN_LINES[match.sport], now),
    /** A line of the anchor's on the match their room shows. */
    anchorLine: (match: MatchState, mentions: readonly Mention[], now: number) => sentence(mentions, ANCHOR_LINES[match.sport], now),

    /**
     * What is said in one call: in each match chat, a goal gets {@link GOAL_REACTIONS} fans' lines,
     * another moment one, and a quiet match a line with the chance {@link MATCH_TALK_CHANCE}; in each
     * room, the anchor speaks of a goal at once and otherwise with the chance
     * {@link ANCHOR_TALK_CHANCE}, and a viewer answers the anchor's last words, up to
     * {@link ANCHOR_REPLIES} of them within {@link ANCHOR_REPLY_MS}, or talks of the match. No fan
     * says two lines in one call.
     */
    round({ now, matches, rooms: onAir, fans }: TalkRound): TalkLine[] {
      const lines: TalkLine[] = [];
      const shown = [...matches, ...onAir.flatMap((room) => (room.match === undefined ? [] : [room.match]))].filter(isInPlay);
      const moments = new Map<number, Mention[]>();
      for (const match of shown) if (!moments.has(match.id)) moments.set(match.id, newMoments(match, now));
      // A match no longer shown is forgotten: back, its old moments are past talking of anyway.
      for (const matchId of heard.keys()) if (!moments.has(matchId)) heard.delete(matchId);
      let next = Math.floor(random() * Math.max(fans.length, 1));
      const speaking = new Set<number>();
      const fanOf = (not?: number): number | undefined => {
        for (let tries = 0; tries < fans.length; tries += 1) {
          const fan = fans[next % fans.length]!;
          next += 1;
          if (fan !== not && !speaking.has(fan)) {
            speaking.add(fan);
            return fan;
          }
        }
        return undefined;
      };
      const say = (target: TalkTarget, content: string | undefined, not?: number): boolean => {
        if (content === undefined) return false;
        const userId = fanOf(not);
        if (userId === undefined) {
          said.delete(content);
          return false;
        }
        lines.push({ userId, target, content });
        return true;
      };

      for (const match of matches.filter(isInPlay)) {
        const news = moments.get(match.id) ?? [];
        for (const moment of news) {
          const reactions = GOAL_TOPICS.includes(moment.topic) ? GOAL_REACTIONS : 1;
          for (let n = 0; n < reactions; n += 1) say({ matchId: match.id }, sentence([moment], FAN_LINES[match.sport], now));
        }
        if (news.length === 0 && random() < MATCH_TALK_CHANCE) say({ matchId: match.id }, sentence(mentionsOf(match, now), FAN_LINES[match.sport], now));
      }

      for (const room of onAir) {
        const { match } = room;
        if (match === undefined || !isInPlay(match)) continue;
        const target = { roomId: room.roomId };
        const goal = (moments.get(match.id) ?? []).find((moment) => GOAL_TOPICS.includes(moment.topic));
        const heardLast = anchorWords.get(room.roomId);
        if (heardLast !== undefined && heardLast.at < now && now - heardLast.at <= ANCHOR_REPLY_MS && heardLast.answers < ANCHOR_REPLIES) {
          if (say(target, sentence(repliesTo(heardLast.content, match), FAN_LINES[match.sport], now), room.anchorId)) heardLast.answers += 1;
        } else if (goal !== undefined) {
          say(target, sentence([goal], FAN_LINES[match.sport], now), room.anchorId);
        } else if (random() < MATCH_TALK_CHANCE) {
          say(target, sentence(mentionsOf(match, now), FAN_LINES[match.sport], now), room.anchorId);
        }
        if (goal !== undefined || random() < ANCHOR_TALK_CHANCE) {
          const words = sentence(goal === undefined ? mentionsOf(match, now) : [goal], ANCHOR_LINES[match.sport], now);
          if (words === undefined) continue;
          lines.push({ userId: room.anchorId, target, content: words });
          anchorWords.set(room.roomId, { content: words, at: now, answers: 0 });
        }
      }
      return lines;
    },
  };
}

/** The demo's watchers, as {@link createMatchTalk} makes them. */
export type MatchTalk = ReturnType<typeof createMatchTalk>;

export type DemoMatchTalk = {
  db: Db;
  chat: Pick<ChatService, 'send'>;
  /** The hottest matches not over, of both sports. */
  hottest(): readonly MatchState[];
  /** A match the live scores hold, by id. */
  match(matchId: number): MatchState | undefined;
  talk: MatchTalk;
  now: () => number;
};

/**
 * Keeps the chats of the matches being played and of the demo rooms on air alive, as their watchers
 * and anchors do ({@link MatchTalk.round}): the demo community's fans in the hottest matches' chats
 * and in the rooms, each room's anchor in their own; sent as anyone's message is, through the chat's
 * rules. A line the chat refuses is left unsaid and the rest still go; the first refusal is thrown
 * after them. Answers what was said.
 */
export async function demoFanTalks({ db, chat, hottest, match, talk, now }: DemoMatchTalk): Promise<TalkLine[]> {
  const fans = (await demoFans(db)).map((fan) => fan.id);
  if (fans.length === 0) return [];
  const streaming = await db
    .select({ roomId: rooms.id, anchorId: rooms.anchorId, matchId: rooms.matchId })
    .from(rooms)
    .where(and(eq(rooms.isLive, 1), eq(rooms.onAir, true), isNotNull(rooms.matchId)))
    .orderBy(asc(rooms.id));
  const onAir = streaming.map((room) => ({ roomId: room.roomId, anchorId: room.anchorId, match: room.matchId === null ? undefined : match(room.matchId) }));
  const lines = talk.round({ now: now(), matches: hottest(), rooms: onAir, fans });
  const said: TalkLine[] = [];
  let refusal: unknown;
  for (const line of lines) {
    try {
      await chat.send(line.userId, line.target, line.content);
      said.push(line);
    } catch (error) {
      refusal ??= error;
    }
  }
  if (refusal !== undefined) throw refusal;
  return said;
}

/** Notes in `talk` the lines the chats took in the last {@link LINE_QUIET_MS} (the seeded ones, those before a restart), so none is said again soon. */
export async function rememberRecentLines(db: Db, talk: MatchTalk, now: number): Promise<void> {
  const recent = await db
    .select({ content: chatMessages.content, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.kind, 'text'), gte(chatMessages.createdAt, new Date(now - LINE_QUIET_MS))));
  for (const line of recent) talk.remember(line.content, line.createdAt.getTime());
}

/**
 * Calls {@link demoFanTalks} every {@link DEMO_MATCH_TALK_MS} while `active()`, with one
 * {@link MatchTalk} drawing from `random` that first remembers the chats' recent lines; answers the stop.
 */
export function startDemoMatchTalk(
  options: Omit<DemoMatchTalk, 'talk'> & { random: Random; active: () => boolean; onError(error: unknown): void },
): () => void {
  const talk = createMatchTalk(options.random);
  let remembered = false;
  return repeatDemo(
    DEMO_MATCH_TALK_MS,
    async () => {
      if (!remembered) {
        await rememberRecentLines(options.db, talk, options.now());
        remembered = true;
      }
      return demoFanTalks({ ...options, talk });
    },
    options,
  );
}
