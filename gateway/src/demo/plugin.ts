import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { type Interval, unrefInterval } from '../http/request-log';
import { DEMO_VIDEO, shippedMediaDir } from '../media';
import { scenesDirOf } from '../media/video-files';
import { startDemoAnchors } from './demo-anchors';
import { demoFanBuys, seedExpertHistory, topUpDemoPlans } from './demo-experts';
import { startDemoGifts } from './demo-gifts';
import { startDemoMatchTalk } from './demo-match-talk';
import { createDemoScenes, liveScene, liveSceneFeed } from './demo-scenes';
import { findFfmpeg } from './ffmpeg';

/** How often a demo expert short of plans on sale publishes one (on the gateway that leads the feed). */
export const DEMO_PLAN_MS = 60_000;

export type DemoPluginOptions = {
  config: Config;
  db: Db;
  /** What times the demo experts' new plans and the demo fans' purchases; a real unref'd timer by default. */
  planInterval?: Interval | undefined;
};

/**
 * The demo's life while the portal runs, on the seeded demo data: the demo experts' history on the
 * feed's matches and their plans on sale after it, which demo fans buy; and, with the embedded
 * media server, the open demo rooms streaming their match, their anchors moving on to the next
 * match, demo fans sending gifts and talking in the hottest matches' chat. Registered last, and
 * only with DEMO on (config.ts): no feature depends on another for the demo.
 */
export const demoPlugin = fp<DemoPluginOptions>(
  async (app, options) => {
    const { config, db } = options;
    const log = app.log.child({ component: 'demo' });
    const { scores, hub } = app.realtime;
    const isLeader = () => hub?.isLeader ?? true;
    const stops: Array<() => void> = [];
    app.addHook('preClose', async () => {
      for (const stop of stops) stop();
    });

    // The demo experts get a history on the feed's matches when they have no plan yet, then keep
    // plans on sale (one more every DEMO_PLAN_MS), which the demo fans may buy.
    if (hub !== undefined) {
      const { plans, feed } = app.experts;
      let historyIn = false;
      app.experts.prepare(async () => {
        if (hub.isLeader) await seedExpertHistory(db, feed, plans, log);
        historyIn = true;
      });
      stops.push(
        (options.planInterval ?? unrefInterval)(DEMO_PLAN_MS, () => {
          if (!historyIn || !hub.isLeader) return;
          topUpDemoPlans(db, feed, plans)
            .then(() => demoFanBuys(db, feed, plans, { recharges: app.wallet.recharges, sandbox: app.paymentSandbox }, Math.random))
            .catch((error: unknown) => log.error({ err: error }, 'a demo plan or purchase failed'));
        }),
      );
    }

    if (!config.media.embedded || !config.media.demo) return;

    // The demo rooms that are open go live as a real anchor would publish: the scene of the match
    // each shows, drawn anew every stretch with its score and clock, or the shipped video, looping.
    const startStreams = async () => {
      const shipped = await readFile(path.join(shippedMediaDir, DEMO_VIDEO));
      const scenes = createDemoScenes(config.media.demoScenes ? await findFfmpeg() : undefined, scenesDirOf(config.dataDir), (error) =>
        log.warn({ err: error }, 'could not draw a demo scene'),
      );
      const shownIn = async (roomId: number) => {
        const matchId = (await app.rooms.service.openRoomMatches()).find((room) => room.roomId === roomId)?.matchId;
        return matchId === null || matchId === undefined ? undefined : scores.anyMatch(matchId)?.state;
      };
      for (const id of await app.rooms.service.openRoomIds(2)) {
        const feed = liveSceneFeed({
          clip: async (at) => {
            const match = await shownIn(id);
            return match === undefined ? undefined : scenes.live(liveScene(match, at));
          },
          now: () => scores.now(),
        });
        const file = (await feed.first()) ?? shipped;
        app.media.publishLocal(id, file, feed.following).catch((error: unknown) => log.warn({ err: error, roomId: id }, 'demo stream refused'));
      }
    };

    // After the media plugin's onReady, which starts the media server.
    app.addHook('onReady', async () => {
      await startStreams();
      // The demo anchors stream a match being played, moving on when theirs is over.
      stops.push(
        startDemoAnchors({
          rooms: app.rooms.service,
          match: (matchId) => scores.anyMatch(matchId)?.state,
          hottest: (sport) => scores.hot(5, { sport }),
          onError: (error) => log.warn({ err: error }, 'a demo anchor could not move on to the next match'),
        }),
      );
      // Not in tests, whose rooms' chat and ranks they would change: the demo fans send gifts in the
      // rooms and talk in the chat of the hottest matches being played.
      if (config.nodeEnv === 'test') return;
      stops.push(
        startDemoGifts({
          db,
          gifts: app.wallet.gifts,
          checkout: { recharges: app.wallet.recharges, sandbox: app.paymentSandbox },
          random: Math.random,
          now: Date.now,
          active: isLeader,
          onError: (error) => log.warn({ err: error }, 'a demo fan could not send a gift'),
        }),
        startDemoMatchTalk({
          db,
          chat: app.chat.service,
          hottest: () => [...scores.hot(5, { sport: 'football' }), ...scores.hot(5, { sport: 'basketball' })],
          match: (matchId) => scores.anyMatch(matchId)?.state,
          random: Math.random,
          now: () => scores.now(),
          active: isLeader,
          onError: (error) => log.warn({ err: error }, 'a demo fan could not talk in a match chat'),
        }),
      );
    });
  },
  { name: 'demo', dependencies: ['realtime', 'rooms', 'wallet', 'chat', 'media', 'experts'] },
);
