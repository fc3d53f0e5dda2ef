import type { PlayAddresses, StreamMediaInfo } from '@portal/contracts';
import type { StreamSource } from './stream.machine';

/** The live source of a room on air: its HTTP-FLV address, which plays through the page's own origin. */
export function liveSource(addresses: PlayAddresses): StreamSource {
  return { url: addresses.httpFlv, kind: 'flv', live: true };
}

/** The source of a recording or highlight: FLV through mpegts.js, MP4 by the browser itself. */
export function recordedSource(videoUrl: string, mediaInfo: Pick<StreamMediaInfo, 'mimeType'>): StreamSource {
  return { url: videoUrl, kind: mediaInfo.mimeType === 'video/mp4' ? 'mp4' : 'flv', live: false };
}
