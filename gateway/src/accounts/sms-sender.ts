import type { FastifyBaseLogger } from 'fastify';
import type { EphemeralStore } from '../ephemeral/store';
import type { Clock } from '../clock';

/** Where SMS texts leave the gateway: a provider's adapter, or the sandbox. */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

/** The last text the sandbox "sent" to a mobile. */
export type SandboxMessage = { text: string; sentAt: number };

/** The sandbox's record of what it sent, for the development-only /dev/sms/latest. */
export interface SandboxInbox {
  latest(mobile: string): Promise<SandboxMessage | null>;
}

const KEEP_MS = 10 * 60_000;
const inboxKey = (mobile: string) => `sandbox-sms:${mobile}`;

/**
 * Sends nothing: writes each text to the log and keeps the last one per mobile in the ephemeral
 * store, so a second gateway process sharing the store can show it too.
 */
export function createSandboxSms(store: EphemeralStore, log: FastifyBaseLogger, clock: Clock): {
  sender: SmsSender;
  inbox: SandboxInbox;
} {
  return {
    sender: {
      async send(mobile, text) {
        const message: SandboxMessage = { text, sentAt: clock.now() };
        await store.put(inboxKey(mobile), JSON.stringify(message), KEEP_MS);
        log.info({ mobile, text }, 'sandbox sms');
      },
    },
    inbox: {
      async latest(mobile) {
        const stored = await store.get(inboxKey(mobile));
        return stored === null ? null : (JSON.parse(stored) as SandboxMessage);
      },
    },
  };
}
