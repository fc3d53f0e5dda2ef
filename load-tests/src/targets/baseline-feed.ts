import WebSocket from 'ws';
import { FEED_PATHS, type FeedMatchBoundEvent, type FeedMatchSnapshot } from '@portal/contracts';

/** The match fields a list row shows: a change of one of them reaches the list channel too. */
const LIST_FIELDS = new Set([
  'state', 'phaseStartedAt', 'clockBaseMinute', 'periodMinutes', 'kickoffAt', 'homeScore', 'awayScore', 'halfScore',
  'quarterScores', 'homeRed', 'awayRed', 'homeYellow', 'awayYellow', 'homeCorner', 'awayCorner',
]);

/** The bookmaker whose prices list rows show (the lowest-numbered one quoting, the lottery aside). */
const HEADLINE_BOOKMAKER = 1;

/**
 * The channels an upstream event reaches: its match, and its sport's live list when a row changes
 * (a counter, the score, the clock, or the headline bookmaker's prices; the other companies' moves
 * stay off the lists).
 */
export function channelsOf(event: FeedMatchBoundEvent): string[] {
  const channels = [`match:${event.sport}:${event.matchId}`];
  const listed =
    (event.type === 'odds' && event.bookmakerId === HEADLINE_BOOKMAKER) ||
    (event.type === 'match' && Object.keys(event.changes).some((key) => LIST_FIELDS.has(key)));
  if (listed) channels.push(`list:${event.sport}:live`);
  return channels;
}

/**
 * What a baseline server reads from the upstream: the live matches once, then every pushed event
 * as its raw JSON text and parsed, with no checking, dedupe or repair (the upstream of a load run
 * loses nothing).
 */
export async function followUpstream(
  upstreamUrl: string,
  onEvent: (event: FeedMatchBoundEvent, raw: string) => void,
): Promise<{ live: FeedMatchSnapshot[]; close(): void }> {
  const response = await fetch(`${upstreamUrl}${FEED_PATHS.live}`);
  const { matches } = (await response.json()) as { matches: FeedMatchSnapshot[] };
  const socket = new WebSocket(`${upstreamUrl.replace(/^http/, 'ws')}${FEED_PATHS.push}`);
  socket.on('message', (data) => {
    const raw = String(data);
    const event = JSON.parse(raw) as { type: string };
    if (event.type === 'match' || event.type === 'incident' || event.type === 'odds') onEvent(event as FeedMatchBoundEvent, raw);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { live: matches, close: () => socket.terminate() };
}
