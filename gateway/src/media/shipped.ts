import path from 'node:path';
import { gatewayRoot } from '../paths';

/** Where the media shipped with the repo are (gateway/media). */
export const shippedMediaDir = path.join(gatewayRoot, 'media');

/** A video file's facts as replays and highlights list them. */
export type VideoFacts = { file: string; durationMs: number; width: number; height: number };

/**
 * The demo videos shipped with the repo, drawn by `npm run media:scenes` (a pitch with a made-up
 * match's board): what the demo streams and shows where ffmpeg cannot draw its own matches' scenes.
 */
export const SHIPPED_VIDEOS = {
  /** 20 s of a match being played, looped by the demo streams; also the replay. */
  live: { file: 'demo.flv', durationMs: 20_015, width: 640, height: 360 },
  /** 30 s of three goals. */
  highlight: { file: 'demo-highlight.mp4', durationMs: 30_000, width: 640, height: 360 },
  /** 21 s of three baskets, on a court; a file of its own, as a paid highlight's must be. */
  paidHighlight: { file: 'demo-highlight-paid.mp4', durationMs: 21_000, width: 640, height: 360 },
} as const satisfies Record<string, VideoFacts>;

/** What a shipped video is: the live scene, the highlight, the paid highlight. */
export type ShippedVideo = keyof typeof SHIPPED_VIDEOS;
