import fp from 'fastify-plugin';
import { userRoom } from '../chat/chat-sockets';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import { type Community, createCommunity } from './index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Circles, posts, comments, likes, shields, collections, feedback and the message centre. */
    community: Community;
  }
}

/**
 * The community. Pictures go to the accounts' file storage; rate limits count in the ephemeral
 * store; changed unread counts go to the user's sockets as `message.unread`.
 */
export const communityPlugin = fp<{ db: Db; clock?: Clock | undefined }>(
  async (app, { db, clock }) => {
    app.decorate(
      'community',
      createCommunity({
        db,
        clock: clock ?? systemClock,
        fileStorage: app.accounts.fileStorage,
        store: app.ephemeral,
        push: () => (userId, counts) => {
          app.realtimeSockets?.io.to(userRoom(userId)).emit('message.unread', counts);
        },
      }),
    );
  },
  { name: 'community', dependencies: ['ephemeral', 'accounts', 'realtime', 'chat'] },
);
