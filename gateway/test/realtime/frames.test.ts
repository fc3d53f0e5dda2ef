import type { Patch } from '@portal/contracts';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFrameBatcher } from '../../src/realtime/channels/frames';
import type { PortalServer } from '../../src/realtime/channels/socket-types';
import { type SocketServer, startSocketServer } from './socket-server';

const patch = (channel: string, seq: number): Patch => ({ channel, seq, ops: [{ op: 'set', path: ['n'], value: seq }] });

describe('frames of a turn', () => {
  let server: SocketServer;
  let io: PortalServer;

  type Viewer = {
    id: string;
    frames: Patch[][];
    marked: () => Promise<void>;
    /** Resolves once `count` frames (markers aside) arrived. */
    framed: (count: number) => Promise<void>;
    join: (channel: string) => Promise<void>;
  };

  /** A client whose socket the server put in `channels`, and every frame it receives. */
  const viewer = async (channels: string[]): Promise<Viewer> => {
    const client = server.client();
    const frames: Patch[][] = [];
    let markerArrived = () => {};
    let framesArrived = () => {};
    client.on('channel.batch', (patches: Patch[]) => {
      if (patches[0]?.channel === 'marker') markerArrived();
      else {
        frames.push(patches);
        framesArrived();
      }
    });
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    const socket = io.sockets.sockets.get(client.id!);
    for (const channel of channels) await socket!.join(channel);
    await socket!.join('marker');
    return {
      id: client.id!,
      frames,
      marked: () => new Promise<void>((resolve) => (markerArrived = resolve)),
      framed: (count) =>
        new Promise<void>((resolve) => {
          framesArrived = () => {
            if (frames.length >= count) resolve();
          };
          framesArrived();
        }),
      join: async (channel) => socket!.join(channel),
    };
  };
  /** Resolves once every frame sent so far reached the viewers: a marker frame of a later turn follows them. */
  const delivered = async (viewers: Viewer[], batcher: ReturnType<typeof createFrameBatcher>) => {
    await new Promise((resolve) => setImmediate(resolve));
    const marks = viewers.map((one) => one.marked());
    batcher.add(patch('marker', 1));
    await Promise.all(marks);
  };

  const batchers: ReturnType<typeof createFrameBatcher>[] = [];
  /** A batcher on the shared server, closed after the test. */
  const newBatcher = (options?: Parameters<typeof createFrameBatcher>[1]) => {
    const batcher = createFrameBatcher(io, options);
    batchers.push(batcher);
    return batcher;
  };

  beforeAll(async () => {
    server = await startSocketServer();
    io = server.io;
  });
  afterEach(() => {
    for (const batcher of batchers.splice(0)) batcher.close();
  });
  afterAll(() => server.close());

  it('stops following the rooms once closed', () => {
    const adapter = io.of('/').adapter;
    const before = adapter.listenerCount('join-room') + adapter.listenerCount('leave-room');
    const batcher = newBatcher();
    expect(adapter.listenerCount('join-room') + adapter.listenerCount('leave-room')).toBe(before + 2);
    batcher.close();
    expect(adapter.listenerCount('join-room') + adapter.listenerCount('leave-room')).toBe(before);
  });

  it("sends one frame per socket per turn, holding only that socket's channels, in the order made", async () => {
    const batcher = newBatcher();
    const listFan = await viewer(['list:football:live', 'match:football:1']);
    const matchFan = await viewer(['match:football:1']);
    const other = await viewer(['match:football:2']);

    batcher.add(patch('match:football:1', 7));
    batcher.add(patch('list:football:live', 3));
    batcher.add(patch('match:football:1', 8));
    batcher.add(patch('odds:football:1', 1));
    await delivered([listFan, matchFan, other], batcher);

    expect(listFan.frames).toEqual([[patch('match:football:1', 7), patch('list:football:live', 3), patch('match:football:1', 8)]]);
    expect(matchFan.frames).toEqual([[patch('match:football:1', 7), patch('match:football:1', 8)]]);
    expect(other.frames).toEqual([]);
  });

  it('starts a new frame in the next turn', async () => {
    const batcher = newBatcher();
    const fan = await viewer(['match:football:3']);
    batcher.add(patch('match:football:3', 1));
    await new Promise((resolve) => setImmediate(resolve));
    batcher.add(patch('match:football:3', 2));
    await delivered([fan], batcher);
    expect(fan.frames).toEqual([[patch('match:football:3', 1)], [patch('match:football:3', 2)]]);
  });

  it('sends what is pending at once when asked, so a socket joining after gets none of it', async () => {
    const batcher = newBatcher();
    const early = await viewer(['match:football:4']);
    const late = await viewer([]);
    batcher.add(patch('match:football:4', 1));
    batcher.settle(late.id);
    await late.join('match:football:4');
    batcher.add(patch('match:football:4', 2));
    await delivered([early, late], batcher);
    expect(early.frames).toEqual([[patch('match:football:4', 1)], [patch('match:football:4', 2)]]);
    expect(late.frames).toEqual([[patch('match:football:4', 2)]]);
  });

  describe('a frame for more sockets than a slice', () => {
    const turn = () => new Promise((resolve) => setImmediate(resolve));

    it('is written a slice a turn, and a frame of another channel made meanwhile goes out between the slices', async () => {
      const batcher = newBatcher({ sliceSockets: 1 });
      const first = await viewer(['list:football:5']);
      const second = await viewer(['list:football:5']);
      const last = await viewer(['list:football:5', 'match:football:5']);

      batcher.add(patch('list:football:5', 1));
      await turn();
      batcher.add(patch('match:football:5', 1));
      await delivered([first, second, last], batcher);

      expect(first.frames).toEqual([[patch('list:football:5', 1)]]);
      expect(second.frames).toEqual([[patch('list:football:5', 1)]]);
      expect(last.frames).toEqual([[patch('match:football:5', 1)], [patch('list:football:5', 1)]]);
    });

    it('lets a frame of another channel made in the same turn, or while it is written, go before its next slice', async () => {
      const batcher = newBatcher({ sliceSockets: 1 });
      const matchFan = await viewer(['list:football:10', 'match:football:10']);
      const secondMatchFan = await viewer(['list:football:10', 'match:football:11']);
      const fan = await viewer(['list:football:10']);

      batcher.add(patch('list:football:10', 1));
      batcher.add(patch('match:football:10', 1));
      await turn();
      // The list reached only the first socket so far; the next match goes before its next slice.
      batcher.add(patch('match:football:11', 1));
      await delivered([matchFan, fan, secondMatchFan], batcher);

      expect(matchFan.frames).toEqual([[patch('match:football:10', 1)], [patch('list:football:10', 1)]]);
      expect(fan.frames).toEqual([[patch('list:football:10', 1)]]);
      expect(secondMatchFan.frames).toEqual([[patch('match:football:11', 1)], [patch('list:football:10', 1)]]);
    });

    it('goes to fewer sockets a turn when it is large', async () => {
      const batcher = newBatcher({ sliceSockets: 2, sliceBytes: 10 });
      const first = await viewer(['list:football:9']);
      const second = await viewer(['list:football:9']);
      const last = await viewer(['list:football:9', 'match:football:9']);

      batcher.add(patch('list:football:9', 1));
      await turn();
      batcher.add(patch('match:football:9', 1));
      await delivered([first, second, last], batcher);

      expect(second.frames).toEqual([[patch('list:football:9', 1)]]);
      expect(last.frames).toEqual([[patch('match:football:9', 1)], [patch('list:football:9', 1)]]);
    });

    it('gives a patch made during a round to the sockets ahead with the earlier ones, in one frame, and to the others in the next round', async () => {
      const batcher = newBatcher({ sliceSockets: 1 });
      const fans = [await viewer(['list:football:6']), await viewer(['list:football:6'])];
      const matchFan = await viewer(['list:football:6', 'match:football:6']);

      batcher.add(patch('list:football:6', 1));
      await turn();
      // The first socket has the first patch; the match is narrow and goes out at once.
      batcher.add(patch('list:football:6', 2));
      batcher.add(patch('match:football:6', 1));
      await delivered([...fans, matchFan], batcher);

      expect(fans[0]!.frames).toEqual([[patch('list:football:6', 1)], [patch('list:football:6', 2)]]);
      expect(fans[1]!.frames).toEqual([[patch('list:football:6', 1), patch('list:football:6', 2)]]);
      expect(matchFan.frames).toEqual([[patch('match:football:6', 1)], [patch('list:football:6', 1), patch('list:football:6', 2)]]);
    });

    it('gives a socket that joins during a round only the patches made after it joined', async () => {
      const batcher = newBatcher({ sliceSockets: 1 });
      const fans = [await viewer(['list:football:8']), await viewer(['list:football:8'])];
      const late = await viewer([]);

      batcher.add(patch('list:football:8', 1));
      await turn();
      batcher.settle(late.id);
      await late.join('list:football:8');
      batcher.add(patch('list:football:8', 2));
      await delivered([...fans, late], batcher);

      expect(fans[0]!.frames).toEqual([[patch('list:football:8', 1)], [patch('list:football:8', 2)]]);
      expect(fans[1]!.frames).toEqual([[patch('list:football:8', 1), patch('list:football:8', 2)]]);
      expect(late.frames).toEqual([[patch('list:football:8', 2)]]);
    });

    it("lets a list's slices wait while another wide channel's are written", async () => {
      const batcher = newBatcher({ sliceSockets: 1 });
      const fans = [await viewer(['list:football:live', 'match:football:12']), await viewer(['list:football:live', 'match:football:12'])];

      batcher.add(patch('list:football:live', 1));
      batcher.add(patch('match:football:12', 1));
      await Promise.all(fans.map((fan) => fan.framed(2)));

      // Whatever went first to the first socket, the match took every turn until it was written.
      expect(fans[0]!.frames).toHaveLength(2);
      expect(fans[1]!.frames).toEqual([[patch('match:football:12', 1)], [patch('list:football:live', 1)]]);
    });

    it("writes the list whose round began first to every socket before another list's round goes on", async () => {
      const batcher = newBatcher({ sliceSockets: 1 });
      const football = [await viewer(['list:football:jczq']), await viewer(['list:football:jczq']), await viewer(['list:football:jczq'])];
      const basketball = [await viewer(['list:basketball:jclq']), await viewer(['list:basketball:jclq'])];

      batcher.add(patch('list:football:jczq', 1));
      await turn();
      // Football's round has reached its first socket when basketball's list changes.
      batcher.add(patch('list:basketball:jclq', 1));
      await turn();
      await turn();
      // Two slices later football's round is over: its last socket had the first patch before the second was made.
      batcher.add(patch('list:football:jczq', 2));
      const last = football[2]!;
      while (last.frames.flat().length < 2) await last.framed(last.frames.length + 1);
      await Promise.all(basketball.map((fan) => fan.framed(1)));

      expect(last.frames).toEqual([[patch('list:football:jczq', 1)], [patch('list:football:jczq', 2)]]);
      for (const fan of basketball) expect(fan.frames).toEqual([[patch('list:basketball:jclq', 1)]]);
    });

    it('goes on round a list whose next socket left it meanwhile', async () => {
      const batcher = newBatcher({ sliceSockets: 1 });
      const [first, second, third] = [await viewer(['list:football:bjdc']), await viewer(['list:football:bjdc']), await viewer(['list:football:bjdc'])];

      batcher.add(patch('list:football:bjdc', 1));
      await turn();
      // The first socket has the first patch when the second is made: the next round brings it the second.
      batcher.add(patch('list:football:bjdc', 2));
      await turn();
      await turn();
      await turn();
      // That round has reached the first socket; the second leaves before its slice, and a third patch is made.
      await io.sockets.sockets.get(second!.id)!.leave('list:football:bjdc');
      batcher.add(patch('list:football:bjdc', 3));
      await Promise.all([first!.framed(3), third!.framed(2)]);

      expect(first!.frames).toEqual([[patch('list:football:bjdc', 1)], [patch('list:football:bjdc', 2)], [patch('list:football:bjdc', 3)]]);
      expect(third!.frames).toEqual([[patch('list:football:bjdc', 1), patch('list:football:bjdc', 2)], [patch('list:football:bjdc', 3)]]);
      expect(second!.frames).toEqual([[patch('list:football:bjdc', 1), patch('list:football:bjdc', 2)]]);
    });

    it('reaches a socket that settles at once, and that socket only once', async () => {
      const batcher = newBatcher({ sliceSockets: 1 });
      const fans = [await viewer(['list:football:7']), await viewer(['list:football:7']), await viewer(['list:football:7'])];

      batcher.add(patch('list:football:7', 1));
      await turn();
      batcher.settle(fans[2]!.id);
      await delivered(fans, batcher);

      for (const fan of fans) expect(fan.frames).toEqual([[patch('list:football:7', 1)]]);
    });
  });
});

describe('frames of any interleaving of patches, turns and joins', () => {
  const CHANNELS = ['list:football:live', 'list:basketball:live', 'match:football:21'] as const;
  type Channel = (typeof CHANNELS)[number];
  type Step = { kind: 'patch'; channel: Channel } | { kind: 'turn' } | { kind: 'join'; viewer: number; channel: Channel };
  const step = fc.oneof(
    fc.record({ kind: fc.constant('patch' as const), channel: fc.constantFrom(...CHANNELS) }),
    fc.record({ kind: fc.constant('turn' as const) }),
    fc.record({ kind: fc.constant('join' as const), viewer: fc.nat(3), channel: fc.constantFrom(...CHANNELS) }),
  );

  let server: SocketServer;
  let io: PortalServer;

  beforeAll(async () => {
    server = await startSocketServer();
    io = server.io;
  });
  afterAll(() => server.close());

  it('gives every socket each patch made after it joined, once and in order, in frames of its own channels only', async () => {
    // One slice is one socket: every channel of two sockets or more is written a socket a turn, in lanes.
    const batcher = createFrameBatcher(io, { sliceSockets: 1 });
    const seq: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps: Step[]) => {
        const clients = await Promise.all(
          [0, 1, 2, 3].map(async () => {
            const client = server.client();
            await new Promise<void>((resolve) => client.once('connect', () => resolve()));
            return client;
          }),
        );
        /** Per viewer, the sequence number each of its channels had when it joined, and what it received since. */
        const joinedAt = clients.map(() => new Map<string, number>());
        const received = clients.map(() => new Map<string, number[]>());
        const strays: string[] = [];
        let arrived = () => {};
        clients.forEach((client, index) =>
          client.on('channel.batch', (patches: Patch[]) => {
            for (const one of patches) {
              if (!joinedAt[index]!.has(one.channel)) strays.push(`${index} got ${one.channel}`);
              const seqs = received[index]!.get(one.channel) ?? [];
              seqs.push(one.seq);
              received[index]!.set(one.channel, seqs);
            }
            arrived();
          }),
        );
        const expected = () =>
          joinedAt.map(
            (channels) =>
              new Map(
                [...channels]
                  .filter(([channel, from]) => (seq[channel] ?? 0) > from)
                  .map(([channel, from]) => [channel, Array.from({ length: (seq[channel] ?? 0) - from }, (_, n) => from + n + 1)]),
              ),
          );
        const complete = () =>
          joinedAt.every((channels, index) => [...channels.keys()].every((channel) => (received[index]!.get(channel)?.length ?? 0) >= (seq[channel] ?? 0) - channels.get(channel)!));

        for (const one of steps) {
          if (one.kind === 'patch') {
            seq[one.channel] = (seq[one.channel] ?? 0) + 1;
            batcher.add(patch(one.channel, seq[one.channel]!));
          } else if (one.kind === 'turn') {
            await new Promise((resolve) => setImmediate(resolve));
          } else if (!joinedAt[one.viewer]!.has(one.channel)) {
            // As a subscribe does: what is on its way goes first, then the socket joins at the state of now.
            const socket = io.sockets.sockets.get(clients[one.viewer]!.id!)!;
            batcher.settle(socket.id);
            joinedAt[one.viewer]!.set(one.channel, seq[one.channel] ?? 0);
            await socket.join(one.channel);
          }
        }
        while (!complete()) await new Promise<void>((resolve) => (arrived = resolve));

        for (const client of clients) client.close();
        expect(strays).toEqual([]);
        expect(received).toEqual(expected());
      }),
      { numRuns: 300 },
    );
    batcher.close();
  }, 60_000);
});
