import type { ShippedVideo } from '../media/shipped';
import type { MatchScene } from './match-scene';

const made = { league: '演示联赛', home: '主队', away: '客队' } as const;

/** What the shipped demo videos show (`npm run media:scenes` draws them): a made-up match. */
export const SHIPPED_SCENES: Record<ShippedVideo, MatchScene> = {
  live: { sport: 'football', ...made, caption: '直播', stretches: [{ seconds: 20, period: '下半场', clock: 67 * 60, runs: 'up', score: [1, 0] }] },
  highlight: {
    sport: 'football',
    ...made,
    caption: '进球集锦',
    stretches: [
      { seconds: 10, period: '上半场', clock: 17 * 60 + 23, runs: 'up', score: [0, 0], goal: { second: 7, side: 'home', score: [1, 0], caption: '进球！主队' } },
      { seconds: 10, period: '下半场', clock: 58 * 60 + 3, runs: 'up', score: [1, 0], goal: { second: 7, side: 'away', score: [1, 1], caption: '进球！客队' } },
      { seconds: 10, period: '下半场', clock: 86 * 60 + 41, runs: 'up', score: [1, 1], goal: { second: 7, side: 'home', score: [2, 1], caption: '进球！主队' } },
    ],
  },
  paidHighlight: {
    sport: 'basketball',
    ...made,
    caption: '三分集锦',
    stretches: [
      { seconds: 7, period: '第2节', clock: 5 * 60 + 12, runs: 'down', score: [44, 41], goal: { second: 5, side: 'away', score: [44, 44], caption: '三分命中！客队' } },
      { seconds: 7, period: '第4节', clock: 3 * 60 + 40, runs: 'down', score: [92, 90], goal: { second: 5, side: 'home', score: [95, 90], caption: '三分命中！主队' } },
      { seconds: 7, period: '第4节', clock: 40, runs: 'down', score: [99, 98], goal: { second: 5, side: 'home', score: [102, 98], caption: '三分命中！主队' } },
    ],
  },
};
