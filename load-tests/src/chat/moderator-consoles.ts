import type { ModerationChange } from '@portal/contracts';
import { LeanSocketIo } from '../client/lean-socket';
import type { PortalUser } from './accounts';
import { callPortal } from './portal-http';

/** A moderation act done during the storm, and when each moderator's console heard of it. */
export type ModerationFigure = {
  act: 'ban' | 'managerAdd';
  by: 'anchor' | 'manager';
  target: string;
  /** The envelope's code and message. */
  answer: string;
  /** The HTTP call, from sending to the answer. */
  answerMs: number;
  consoles: number;
  seen: number;
  /** Per console that saw the change: from the call being sent to `roommod.change` arriving, ascending. */
  fromCallMs: number[];
  /** The same from the answer arriving; negative when the console heard first. */
  fromAnswerMs: number[];
};

type Heard = { change: ModerationChange; at: number };
type Console = { user: PortalUser; socket: LeanSocketIo; heard: Heard[] };
type Act = { act: ModerationFigure['act']; by: ModerationFigure['by']; target: string; sentAt: number; answeredAt: number; answer: string };

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The moderator consoles of one room (`roommod.join` on a signed-in socket each), and the moderation
 * acts done through the HTTP API while they listen. Times are this process's `performance.now()`,
 * so a call and its arrival are measured on one clock.
 */
export class ModeratorConsoles {
  private readonly consoles: Console[] = [];
  private readonly acts: Act[] = [];

  constructor(
    private readonly urls: string[],
    private readonly roomId: number,
  ) {}

  /** Opens a console for `user` and keeps it; the answer of `roommod.join` (`{"ok":true}` when admitted). */
  open(user: PortalUser): Promise<string> {
    return this.join(user, true);
  }

  /** Whether `user` may open a console now: the answer of `roommod.join`, the console closed again. */
  tryJoin(user: PortalUser): Promise<string> {
    return this.join(user, false);
  }

  private async join(user: PortalUser, keep: boolean): Promise<string> {
    const heard: Heard[] = [];
    const socket = new LeanSocketIo(
      this.urls[this.consoles.length % this.urls.length] as string,
      {
        onPatch: () => undefined,
        onEvent: (event, text) => {
          if (event === 'roommod.change') heard.push({ change: JSON.parse(text) as ModerationChange, at: performance.now() });
        },
        onClose: () => undefined,
      },
      60_000,
      user.token,
    );
    await socket.open();
    const answer = await socket.request('roommod.join', { roomId: this.roomId });
    if (keep && answer.startsWith('{"ok":true')) this.consoles.push({ user, socket, heard });
    else socket.close();
    return answer;
  }

  get size(): number {
    return this.consoles.length;
  }

  /** `by` bans `target` for ten minutes (GET /api/forbid/add). */
  ban(by: PortalUser, role: ModerationFigure['by'], target: PortalUser): Promise<void> {
    return this.act('ban', role, by, target, '/api/forbid/add', { nickName: target.nickName, roomId: this.roomId, duration: 10, reason: '压测' });
  }

  /** The anchor makes `target` a manager (GET /api/manager/add). */
  appoint(anchor: PortalUser, target: PortalUser): Promise<void> {
    return this.act('managerAdd', 'anchor', anchor, target, '/api/manager/add', { nickName: target.nickName, roomId: this.roomId });
  }

  /** What every act reached, as far as the consoles heard until now. */
  figures(): ModerationFigure[] {
    return this.acts.map((act) => {
      const arrivals = this.consoles
        .map((moderatorConsole) => moderatorConsole.heard.find((heard) => matches(act, heard.change))?.at)
        .filter((at): at is number => at !== undefined)
        .sort((a, b) => a - b);
      return {
        act: act.act,
        by: act.by,
        target: act.target,
        answer: act.answer,
        answerMs: round(act.answeredAt - act.sentAt),
        consoles: this.consoles.length,
        seen: arrivals.length,
        fromCallMs: arrivals.map((at) => round(at - act.sentAt)),
        fromAnswerMs: arrivals.map((at) => round(at - act.answeredAt)),
      };
    });
  }

  close(): void {
    for (const moderatorConsole of this.consoles) moderatorConsole.socket.close();
  }

  private async act(
    act: Act['act'],
    role: Act['by'],
    by: PortalUser,
    target: PortalUser,
    path: string,
    query: Record<string, string | number>,
  ): Promise<void> {
    const sentAt = performance.now();
    const answer = await callPortal(this.urls[0] as string, path, { query, token: by.token, timeoutMs: 120_000 }).then(
      (envelope) => `${envelope.code} ${envelope.message}`,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    this.acts.push({ act, by: role, target: target.nickName, sentAt, answeredAt: performance.now(), answer });
  }
}

function matches(act: Act, change: ModerationChange): boolean {
  if (act.act === 'ban') return change.change === 'banAdded' && change.ban.user.nickName === act.target;
  return change.change === 'managerAdded' && change.manager.user.nickName === act.target;
}
