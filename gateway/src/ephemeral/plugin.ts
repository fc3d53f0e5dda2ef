import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { createMemoryStore } from './memory-store';
import type { EphemeralStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Short-lived values every gateway process shares: keys, codes, captcha passes, rate limits. */
    ephemeral: EphemeralStore;
  }
}

export type EphemeralPluginOptions = {
  /** By default an in-memory store the app closes. */
  store?: EphemeralStore | undefined;
  clock?: Clock | undefined;
};

export const ephemeralPlugin = fp<EphemeralPluginOptions>(
  async (app, options) => {
    let store = options.store;
    if (!store) {
      const owned = createMemoryStore(options.clock);
      app.addHook('onClose', () => owned.close());
      store = owned;
    }
    app.decorate('ephemeral', store);
  },
  { name: 'ephemeral' },
);
