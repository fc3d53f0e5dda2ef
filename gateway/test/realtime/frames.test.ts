import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Patch } from '@portal/contracts';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrameBatcher } from '../../src/realtime/frames';
import type { PortalServer } from '../../src/realtime/socket';

const patch = (channel: string, seq: number): Patch => ({ channel, seq, ops: [{ op: 'set', path: ['n'], value: seq }] });

describe('frames of a turn', () => {
  let http: HttpServer;
  let io: PortalServer;
  const clients: ClientSocket[] = [];

  type Viewer = { id: string; frames: Patch[][]; marked: () => Promise<void>; join: (channel: string) => Promise<void> };

  /** A client whose socket the server put in `channels`, and every frame it receives. */
  const viewer = async (channels: string[]): Promise<Viewer> => {
    const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ['websocket'], forceNew: true });
    clients.push(client);
    const frames: Patch[][] = [];
    let markerArrived = () => {};
    client.on('channel.batch', (patches: Patch[]) => {
      if (patches[0]?.channel === 'marker') markerArrived();
      else frames.push(patches);
    });
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    const socket = io.sockets.sockets.get(client.id!);
    for (const channel of channels) await socket!.join(channel);
    await socket!.join('marker');
    return {
      id: client.id!,
      frames,
      marked: () => new Promise<void>((resolve) => (markerArrived = resolve)),
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

  beforeAll(async () => {
    http = createServer();
    io = new Server(http) as PortalServer;
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await io.close();
  });

  it("sends one frame per socket per turn, holding only that socket's channels, in the order made", async () => {
    const batcher = createFrameBatcher(io);
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
    const batcher = createFrameBatcher(io);
    const fan = await viewer(['match:football:3']);
    batcher.add(patch('match:football:3', 1));
    await new Promise((resolve) => setImmediate(resolve));
    batcher.add(patch('match:football:3', 2));
    await delivered([fan], batcher);
    expect(fan.frames).toEqual([[patch('match:football:3', 1)], [patch('match:football:3', 2)]]);
  });

  it('sends what is pending at once when asked, so a socket joining after gets none of it', async () => {
    const batcher = createFrameBatcher(io);
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
      const batcher = createFrameBatcher(io, { sliceSockets: 1 });
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
      const batcher = createFrameBatcher(io, { sliceSockets: 1 });
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
      const batcher = createFrameBatcher(io, { sliceSockets: 2, sliceBytes: 10 });
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

    it("keeps a channel's frames in order: a later one waits until the earlier reached every socket", async () => {
      const batcher = createFrameBatcher(io, { sliceSockets: 1 });
      const fans = [await viewer(['list:football:6']), await viewer(['list:football:6'])];
      const matchFan = await viewer(['list:football:6', 'match:football:6']);

      batcher.add(patch('list:football:6', 1));
      await turn();
      // The match is narrow and goes out at once; the list's second frame waits behind its first.
      batcher.add(patch('list:football:6', 2));
      batcher.add(patch('match:football:6', 1));
      await delivered([...fans, matchFan], batcher);

      for (const fan of fans) expect(fan.frames).toEqual([[patch('list:football:6', 1)], [patch('list:football:6', 2)]]);
      expect(matchFan.frames).toEqual([[patch('match:football:6', 1)], [patch('list:football:6', 1)], [patch('list:football:6', 2)]]);
    });

    it("tells when a channel's frames reached every socket", async () => {
      const batcher = createFrameBatcher(io, { sliceSockets: 1 });
      const fans = [await viewer(['list:football:8']), await viewer(['list:football:8'])];
      let written = false;
      expect(batcher.whenWritten('list:football:8', () => (written = true))).toBe(false);

      batcher.add(patch('list:football:8', 1));
      await turn();
      expect(batcher.whenWritten('list:football:8', () => (written = true))).toBe(true);
      expect(written).toBe(false);
      await turn();
      expect(written).toBe(true);
      await delivered(fans, batcher);
      for (const fan of fans) expect(fan.frames).toEqual([[patch('list:football:8', 1)]]);
    });

    it('reaches a socket that settles at once, and that socket only once', async () => {
      const batcher = createFrameBatcher(io, { sliceSockets: 1 });
      const fans = [await viewer(['list:football:7']), await viewer(['list:football:7']), await viewer(['list:football:7'])];

      batcher.add(patch('list:football:7', 1));
      await turn();
      batcher.settle(fans[2]!.id);
      await delivered(fans, batcher);

      for (const fan of fans) expect(fan.frames).toEqual([[patch('list:football:7', 1)]]);
    });
  });
});
