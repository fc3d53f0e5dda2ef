import { queryOptions, skipToken } from '@tanstack/react-query';

/** A channel's state at `seq`, as a subscriber gets it first. */
export interface ChannelSeed {
  seq: number;
  state: unknown;
}

type ChannelSource = (channel: string) => Promise<ChannelSeed | undefined>;

let source: ChannelSource | undefined;

/**
 * Where a page rendered on the server reads its channels: the gateway's own store. A browser has no
 * source: it subscribes over the socket, and starts from what the server rendered with.
 */
export function setChannelSource(next: ChannelSource): void {
  source = next;
}

/**
 * A channel's state as the server rendered the page with it, kept in the query cache so that it goes
 * to the browser with the page and the first render there is the server's.
 */
export function channelSeedQuery(channel: string) {
  const read = source;
  return queryOptions({
    queryKey: ['channel seed', channel],
    queryFn: read ? async () => (await read(channel)) ?? null : skipToken,
    staleTime: Infinity,
  });
}
