// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observedFetchLoader } from '../../src/player/observed-fetch-loader';

const seekHandler = { getConfig: (url: string) => ({ url, headers: {} }) };

/** A live FLV answer whose connection drops after `bytes` bytes, as when the anchor's stream ends. */
function droppingStream(bytes: number): Response {
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new Uint8Array(bytes));
        return;
      }
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'video/x-flv' } });
}

describe('the observed fetch loader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports a dropped stream, and says nothing more once the player has let the loader go', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => droppingStream(13)));
    let ended!: (untilByte: number) => void;
    const endedAt = new Promise<number>((resolve) => (ended = resolve));
    const held: { loader?: InstanceType<ReturnType<typeof observedFetchLoader>> } = {};
    const Loader = observedFetchLoader({
      received: () => undefined,
      // The stream machine closes the player at once, which destroys the loader and drops its handlers.
      endedEarly(untilByte) {
        held.loader?.destroy();
        ended(untilByte);
      },
    });
    const loader = new Loader(seekHandler as never, {} as never);
    held.loader = loader;
    const arrived = vi.fn();
    const failed = vi.fn();
    loader.onDataArrival = arrived;
    loader.onError = failed;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);

    loader.open({ url: '/media/live/1.flv' } as never, { from: 0, to: -1 });
    expect(await endedAt).toBe(13);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);

    expect(arrived).toHaveBeenCalledTimes(1);
    expect(failed).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('tells a live loader of a dropped stream as an early end', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => droppingStream(5)));
    const Loader = observedFetchLoader({ received: () => undefined, endedEarly: () => undefined });
    const loader = new Loader(seekHandler as never, {} as never);
    const failure = new Promise<unknown[]>((resolve) => (loader.onError = ((...args: unknown[]) => resolve(args)) as never));
    loader.onDataArrival = () => undefined;
    loader.open({ url: '/media/live/1.flv' } as never, { from: 0, to: -1 });
    expect(await failure).toEqual(['EarlyEof', { code: -1, msg: 'Fetch stream meet Early-EOF' }]);
  });
});
