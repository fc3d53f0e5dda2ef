import { ROOM_NOT_FOUND_MESSAGE, type Patch } from '@portal/contracts';
import { ChannelStore } from '../realtime/channels/channel-store';
import type { RealtimeLog } from '../realtime/channels/log';
import type { ChannelFamily } from '../realtime/channels/socket';
import { targetOfChannel, type ChatChange, type ChatLog, type RoomHeaderReader } from './chat-log';
import { createLeadingWindows } from './leading-windows';

/** How long a patch that came before its predecessor waits for it, before the channel is read again. */
const GAP_WAIT_MS = 1_000;
/** Patches kept per watched chat channel for catch-up. */
const RING_SIZE = 256;
/** A channel's changes are applied, and so sent to its viewers, at most this often, together as one frame. */
export const CHAT_WINDOW_MS = 100;

/**
 * The chat channels (`room:{id}`, `matchchat:{id}`) this gateway serves. A channel is read from the
 * database when first subscribed here, at its revision; the changes made on any gateway are then
 * applied in revision order: here directly, and through `share` on the others. A change that comes
 * before its predecessor waits for it a moment; if that never comes, the channel is read again.
 *
 * A channel's frames are at least a window (100 ms) apart: a quiet channel's change goes out at
 * once, and what comes within the window after it is applied together when the window ends, so its
 * viewers get it as one frame: a busy room costs a write per viewer per window, not per message.
 * Moderation reaches the consoles on its own path, never behind a window of messages.
 */
export class ChatChannels implements ChannelFamily {
  readonly store = new ChannelStore({ ringSize: RING_SIZE, seqBase: 0 });
  private readonly loading = new Map<string, Promise<void>>();
  /** Changes that arrived while their channel was being read. */
  private readonly early = new Map<string, ChatChange[]>();
  /** Changes that arrived before their predecessor. */
  private readonly waiting = new Map<string, ChatChange[]>();
  private readonly rereads = new Map<string, NodeJS.Timeout>();
  /** Changes held for their channel's window. */
  private readonly windows: ReturnType<typeof createLeadingWindows<ChatChange>>;
  private share: ((changes: readonly ChatChange[]) => void) | undefined;
  private catchUpTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly chatLog: ChatLog,
    private readonly header: RoomHeaderReader,
    private readonly log: RealtimeLog,
    private readonly windowMs = CHAT_WINDOW_MS,
  ) {
    this.windows = createLeadingWindows<ChatChange>({
      windowMs,
      begin: (start) => setTimeout(start, 0).unref(),
      handOn: (_channel, changes) => {
        for (const change of changes) this.take(change);
      },
      keepsAlive: false,
    });
  }

  owns(channel: string): boolean {
    return targetOfChannel(channel) !== undefined;
  }

  async open(channel: string): Promise<string | undefined> {
    if (!this.store.has(channel)) await this.read(channel);
    return this.store.has(channel) ? undefined : ROOM_NOT_FOUND_MESSAGE;
  }

  /** Sends the changes made here to the other gateways from now on. */
  shareWith(share: (changes: readonly ChatChange[]) => void): void {
    this.share = share;
  }

  /**
   * Changes made on this gateway, in order (one, or a batch stored together): applied here, then
   * sent to the others as one message, so that they too apply the batch in one frame.
   */
  publish(...changes: ChatChange[]): void {
    for (const change of changes) this.receive(change);
    if (changes.length > 0) this.share?.(changes);
  }

  /**
   * A change from any gateway. A quiet channel's change is applied as soon as the timers run, with
   * what came in the same moment (a batch of messages stored together, or shared together); that
   * opens the channel's window, and what comes within it is applied together when it ends.
   */
  receive(change: ChatChange): void {
    if (this.windowMs <= 0) {
      this.take(change);
      return;
    }
    this.windows.add(change.channel, change);
  }

  /** Applies a change now. Channels nobody here has read are left to be read when someone asks. */
  private take(change: ChatChange): void {
    const early = this.early.get(change.channel);
    if (early !== undefined) {
      early.push(change);
      return;
    }
    if (!this.store.has(change.channel)) return;
    this.apply(change);
  }

  /**
   * Reads every channel held here again, now and once more a moment later: while the connection the
   * gateways share changes through was lost (Redis away), the changes made on the others never came,
   * and those made just as it came back may have missed it too. The sockets watching a channel that
   * moved on meanwhile are sent its state.
   */
  catchUp(): void {
    const reread = () => {
      if (this.closed) return;
      for (const channel of this.store.channels()) void this.read(channel);
    };
    reread();
    clearTimeout(this.catchUpTimer);
    this.catchUpTimer = setTimeout(reread, GAP_WAIT_MS);
    this.catchUpTimer.unref();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.catchUpTimer);
    this.windows.close();
    for (const timer of this.rereads.values()) clearTimeout(timer);
    this.rereads.clear();
  }

  private apply(change: ChatChange): void {
    const patch: Patch = { channel: change.channel, seq: change.seq, ops: change.ops };
    const outcome = this.store.applyRemote(patch);
    if (outcome === 'applied') {
      this.applyWaiting(change.channel);
      return;
    }
    if (outcome === 'gap') {
      const waiting = this.waiting.get(change.channel) ?? [];
      waiting.push(change);
      this.waiting.set(change.channel, waiting);
      if (!this.rereads.has(change.channel)) {
        const timer = setTimeout(() => {
          this.rereads.delete(change.channel);
          if (!this.waiting.has(change.channel) || this.closed) return;
          this.waiting.delete(change.channel);
          this.log.warn({ channel: change.channel }, 'chat: a change never came, reading the channel again');
          void this.read(change.channel);
        }, GAP_WAIT_MS);
        timer.unref();
        this.rereads.set(change.channel, timer);
      }
    }
  }

  private applyWaiting(channel: string): void {
    const waiting = this.waiting.get(channel);
    if (waiting === undefined) return;
    waiting.sort((a, b) => a.seq - b.seq);
    while (waiting.length > 0) {
      const next = waiting[0] as ChatChange;
      const seq = this.store.seqOf(channel);
      if (next.seq <= seq) waiting.shift();
      else if (next.seq === seq + 1) {
        waiting.shift();
        this.store.applyRemote({ channel, seq: next.seq, ops: next.ops });
      } else return;
    }
    this.waiting.delete(channel);
    clearTimeout(this.rereads.get(channel));
    this.rereads.delete(channel);
  }

  /** Reads the channel from the database (once at a time), then applies what arrived meanwhile. */
  private read(channel: string): Promise<void> {
    let reading = this.loading.get(channel);
    if (reading !== undefined) return reading;
    const early: ChatChange[] = [];
    this.early.set(channel, early);
    reading = (async () => {
      const target = targetOfChannel(channel);
      if (target === undefined) return;
      const header = target.roomId === undefined ? undefined : await this.header(target.roomId);
      if (target.roomId !== undefined && header === undefined) return;
      const snapshot = await this.chatLog.snapshot(channel, header);
      if (!this.store.has(channel) || snapshot.seq >= this.store.seqOf(channel)) this.store.reload(channel, snapshot);
    })()
      .catch((error: unknown) => this.log.error({ err: error, channel }, 'chat: reading a channel failed'))
      .finally(() => {
        this.loading.delete(channel);
        this.early.delete(channel);
        if (this.store.has(channel)) for (const change of early) this.apply(change);
      });
    this.loading.set(channel, reading);
    return reading;
  }
}
