import { FootballState, type MatchState } from '@portal/contracts';
import type { ChatService } from '../chat/chat-service';
import type { Db } from '../db/database';
import { isInPlay } from '../realtime/projection';
import { repeatDemo } from './repeat';
import { demoFans } from './seed-community';

/** How often a demo fan may say something in a match's chat. */
export const DEMO_MATCH_TALK_MS = 15_000;
/** The chance, each {@link DEMO_MATCH_TALK_MS}, that one does in a given match: about two lines a minute in each. */
export const MATCH_TALK_CHANCE = 1 / 2;
/** How long after a goal the fans still talk of it. */
export const GOAL_TALK_MS = 3 * 60_000;

/**
 * What a fan watching a match says of it, as it stands at `now`: a goal just scored, the score at
 * half-time, who leads and by how much, or a cheer for one side.
 */
export function matchTalk(match: MatchState, now: number, random: () => number): string {
  const { homeScore: h, awayScore: a } = match;
  const [home, away] = [match.home.name, match.away.name];
  const leader = h > a ? home : away;
  const trailer = h > a ? away : home;
  const diff = Math.abs(h - a);
  if (random() < 0.25) return `${random() < 0.5 ? home : away}加油！`;
  if (match.sport === 'basketball') {
    if (diff === 0) return `打平了！${home}${h}:${a}${away}`;
    if (diff <= 5) return `分差只有${diff}分，${home}和${away}咬得太紧了`;
    return `${leader}领先${diff}分，${trailer}得打一波小高潮了`;
  }
  const goal = match.incidents.findLast((incident) => incident.kind === 'goal');
  if (goal !== undefined && now - goal.at <= GOAL_TALK_MS) return `${goal.team === 'home' ? home : away}进球了！现在${home}${h}:${a}${away}`;
  if (match.state === FootballState.HALF_TIME) {
    return diff === 0 ? `半场${h}:${a}，下半场看谁先破门` : `半场${leader}领先${diff}球，下半场${trailer}还有机会`;
  }
  if (diff === 0) return `${home}和${away}还是${h}:${a}，谁先进球谁就赢了`;
  return random() < 0.5 ? `${leader}领先${diff}球，稳住！` : `${trailer}加油，还有时间扳回来`;
}

export type DemoMatchTalk = {
  db: Db;
  chat: Pick<ChatService, 'send'>;
  /** The hottest matches not over, of both sports. */
  hottest(): readonly MatchState[];
  random: () => number;
  now: () => number;
};

/**
 * Keeps the chat of the matches being played alive, as their watchers do: in each of the hottest
 * matches being played, with the chance {@link MATCH_TALK_CHANCE} a call, one of the demo
 * community's fans says something of it ({@link matchTalk}), sent as any fan's message is, through
 * the chat's rules; a different fan in each match of a call. Answers what was said.
 */
export async function demoFanTalks({ db, chat, hottest, random, now }: DemoMatchTalk): Promise<{ userId: number; matchId: number; content: string }[]> {
  const talking = hottest()
    .filter(isInPlay)
    .filter(() => random() < MATCH_TALK_CHANCE);
  if (talking.length === 0) return [];
  const fans = await demoFans(db);
  if (fans.length === 0) return [];
  const first = Math.floor(random() * fans.length);
  const said = talking.slice(0, fans.length).map((match, index) => ({
    userId: fans[(first + index) % fans.length]!.id,
    matchId: match.id,
    content: matchTalk(match, now(), random),
  }));
  for (const line of said) await chat.send(line.userId, { matchId: line.matchId }, line.content);
  return said;
}

/** Calls {@link demoFanTalks} every {@link DEMO_MATCH_TALK_MS} while `active()`; answers the stop. */
export function startDemoMatchTalk(talk: DemoMatchTalk & { active: () => boolean; onError(error: unknown): void }): () => void {
  return repeatDemo(DEMO_MATCH_TALK_MS, () => demoFanTalks(talk), talk);
}
