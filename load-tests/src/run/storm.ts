import { roomChannel } from '@portal/contracts';
import { ModeratorConsoles, type ModerationFigure } from '../chat/moderator-consoles';
import type { StormRoom } from '../chat/storm-room';
import type { FanPlan, StormReport } from '../client/protocol';
import { LatencyHistogram } from '../metrics/histogram';
import { isType, nextMessage, type NodeProcess } from './processes';

/** What a chat storm did, beside what the viewers counted. */
export type ChatFigures = {
  roomId: number;
  senders: number;
  moderators: number;
  /** Users signed in through the public API for the storm, and how long that took. */
  signedIn: number;
  signInMs: number;
  /** From the start to the last message sent, the slowest worker's. */
  sendingMs: number;
  sent: number;
  accepted: number;
  refused: Record<string, number>;
  /** `chat.send` from sending to its answer, accepted messages. */
  ackMs: LatencyHistogram;
  /** How far the room channel's sequence number moved during the storm: one per stored message, the accepted ones and the system lines of the ban and the manager change. */
  channelAdvanced: number;
  moderation: ModerationFigure[];
  /** The answer to the new manager's own `roommod.join` after the appointment. */
  newManagerConsole: string;
};

export type StormOutcome = Omit<ChatFigures, 'channelAdvanced' | 'moderation'>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The room's viewers: every fan watches the room, the first ones are the signed-in senders. */
export function planViewers(clients: number, room: StormRoom, servers: number): FanPlan[] {
  return Array.from({ length: clients }, (_, index) => ({
    server: index % servers,
    channels: [roomChannel(room.roomId)],
    token: room.senders[index]?.token,
  }));
}

/** The anchor's and every manager's console, listening before the storm starts. */
export async function openConsoles(urls: string[], room: StormRoom): Promise<ModeratorConsoles> {
  const consoles = new ModeratorConsoles(urls, room.roomId);
  for (const user of [room.anchor, ...room.managers]) {
    const answer = await consoles.open(user);
    if (!answer.startsWith('{"ok":true')) throw new Error(`moderator console of ${user.nickName} refused: ${answer}`);
  }
  return consoles;
}

/**
 * The storm: every worker's senders send their share of `rate` messages a second for `durationMs`;
 * at 40% of it a manager bans the troll, at 60% the anchor makes the newcomer a manager, each over
 * HTTP while the consoles listen. Resolves once every worker has its answers.
 */
export async function runStorm(input: {
  workers: NodeProcess[];
  shares: FanPlan[][];
  room: StormRoom;
  consoles: ModeratorConsoles;
  rate: number;
  durationMs: number;
}): Promise<StormOutcome> {
  const { workers, shares, room, consoles, rate, durationMs } = input;
  const senders = shares.map((share) => share.filter((fan) => fan.token !== undefined).length);
  const allSenders = senders.reduce((a, b) => a + b, 0);
  const started = performance.now();
  const reports = workers.map((worker, index) => {
    const report = nextMessage(worker.child, isType<StormReport>('stormed'), `worker ${index} storming`, durationMs + 360_000);
    const perSecond = allSenders === 0 ? 0 : (rate * (senders[index] ?? 0)) / allSenders;
    worker.child.send({ type: 'storm', roomId: room.roomId, perSecond, durationMs });
    return report;
  });
  const at = (share: number) => sleep(Math.max(0, started + share * durationMs - performance.now()));
  // Each act at its time, whether or not the one before has been answered.
  const banning = (async () => {
    await at(0.4);
    const banner = room.managers[0];
    await (banner === undefined ? consoles.ban(room.anchor, 'anchor', room.troll) : consoles.ban(banner, 'manager', room.troll));
  })();
  const appointing = (async () => {
    await at(0.6);
    await consoles.appoint(room.anchor, room.newcomer);
    return consoles.tryJoin(room.newcomer).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  })();

  const ackMs = new LatencyHistogram();
  const outcome: StormOutcome = {
    roomId: room.roomId,
    senders: allSenders,
    moderators: consoles.size,
    signedIn: room.signedIn,
    signInMs: room.signInMs,
    sendingMs: 0,
    sent: 0,
    accepted: 0,
    refused: {},
    ackMs,
    newManagerConsole: '',
  };
  for (const report of await Promise.all(reports)) {
    outcome.sendingMs = Math.max(outcome.sendingMs, report.sendingMs);
    outcome.sent += report.sent;
    outcome.accepted += report.accepted;
    for (const [reason, count] of Object.entries(report.refused)) outcome.refused[reason] = (outcome.refused[reason] ?? 0) + count;
    ackMs.merge(report.ackMs);
  }
  await banning;
  outcome.newManagerConsole = await appointing;
  return outcome;
}
