import { diffState, type Patch } from '@portal/contracts';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { channelMachine } from '../../src/realtime/channel.machine';
import { FakeSocket } from './fake-socket';

// The gateway sends a channel's patches in frames of one event-loop turn, mixed with other
// channels' patches; a list's come as one merged patch per window, which to a client is just a
// patch whose states in between it never sees. Whatever the frames carry, in whatever cut, lost or
// repeated, with resyncs answered by patches or by a snapshot, the client ends where the gateway is.

const CHANNEL = 'list:football:live';
const OTHER = 'match:football:7';
const FIRST_SEQ = 5;

type Board = { matches: Record<string, { homeScore: number; awayScore: number }> };
const row = fc.record({ homeScore: fc.nat(4), awayScore: fc.nat(4) });
const board = fc.dictionary(fc.constantFrom('1', '2', '3'), row, { maxKeys: 3 }).map((matches): Board => ({ matches }));

/** The gateway's side: its states one after another (equal neighbours dropped) and their patches. */
function gatewayOf(states: Board[]) {
  const kept = states.filter((state, index) => index === 0 || diffState(states[index - 1], state).length > 0);
  const patches: Patch[] = kept.slice(1).map((state, index) => ({ channel: CHANNEL, seq: FIRST_SEQ + index + 1, ops: diffState(kept[index], state) }));
  return { kept, patches };
}

type Fate = 'delivered' | 'lost' | 'repeated';

describe('the channel machine and frames of patches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends equal to the gateway for any cut of frames, any losses and repeats, and either kind of resync answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(board, { minLength: 2, maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 12, maxLength: 12 }),
        fc.array(fc.constantFrom<Fate>('delivered', 'lost', 'repeated'), { minLength: 12, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        async (states, cuts, fates, bySnapshot) => {
          const { kept, patches } = gatewayOf(states);
          const socket = new FakeSocket();
          const actor = createActor(channelMachine, { input: { socket, channel: CHANNEL } }).start();
          socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: FIRST_SEQ, snapshot: kept[0] });
          await vi.advanceTimersByTimeAsync(0);

          // Cut the patches into frames, each with another channel's patch among them.
          const frames: Patch[][] = [];
          for (let at = 0, index = 0; at < patches.length; index += 1) {
            const size = cuts[index % cuts.length]!;
            const other: Patch = { channel: OTHER, seq: index + 1, ops: [{ op: 'set', path: ['n'], value: index }] };
            frames.push([...patches.slice(at, at + 1), other, ...patches.slice(at + 1, at + size)]);
            at += size;
          }
          let published = 0;
          for (const [index, frame] of frames.entries()) {
            published = Math.max(published, ...frame.filter((patch) => patch.channel === CHANNEL).map((patch) => patch.seq - FIRST_SEQ));
            // The last frame arrives: a later patch would show any gap left before it.
            const fate = index === frames.length - 1 ? 'delivered' : fates[index % fates.length]!;
            if (fate !== 'lost') socket.fire('channel.batch', frame);
            if (fate === 'repeated') socket.fire('channel.batch', frame);
            await vi.advanceTimersByTimeAsync(0);
            for (let answered = 0; socket.requests('channel.resync').some((request) => request.ack); answered += 1) {
              const fromSeq = socket.requests('channel.resync').at(-1)!.request.fromSeq!;
              socket.answer(
                'channel.resync',
                bySnapshot[answered % bySnapshot.length]
                  ? { ok: true, channel: CHANNEL, seq: FIRST_SEQ + published, snapshot: kept[published] }
                  : { ok: true, channel: CHANNEL, patches: patches.slice(fromSeq - FIRST_SEQ, published) },
              );
              await vi.advanceTimersByTimeAsync(0);
            }
          }

          const { seq, state } = actor.getSnapshot().context;
          actor.stop();
          expect({ seq, state }).toEqual({ seq: FIRST_SEQ + kept.length - 1, state: kept.at(-1) });
        },
      ),
      { numRuns: 200 },
    );
  });
});
