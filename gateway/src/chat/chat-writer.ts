import type { ChatLine } from '@portal/contracts';
import { CHAT_WINDOW_MS, type ChatChannels } from './chat-channels';
import { channelOfTarget, type ChatLog, type NewChatMessage } from './chat-log';
import { createLeadingWindows } from './leading-windows';

/** Most messages stored in one transaction. */
const MAX_BATCH = 200;

type Pending = { message: NewChatMessage; resolve: (line: ChatLine) => void; reject: (error: unknown) => void };

/**
 * Stores a chat's messages in batches and then broadcasts them, in the order they came. A quiet
 * channel's message is stored at the end of the turn it was read in, with any read in the same
 * turn; that opens the channel's window (100 ms), and what comes within it is stored as one batch
 * when it ends, after the batch before it. A busy room then costs a transaction per window (one
 * multi-row insert), not per message, and its batches line up with the channel's frames; a window
 * that gathers nothing leaves the channel quiet again. A message is answered once it is stored,
 * after its change went to the channel; if a batch fails, every message of it is refused and none
 * is broadcast.
 */
export function createChatWriter(chatLog: Pick<ChatLog, 'appendAll'>, channels: Pick<ChatChannels, 'publish'>, windowMs = CHAT_WINDOW_MS) {
  /** Each channel's last store, which the next one starts after. */
  const tails = new Map<string, Promise<void>>();

  const store = async (batch: Pending[]) => {
    try {
      const stored = await chatLog.appendAll(batch.map((pending) => pending.message));
      channels.publish(...stored.map(({ change }) => change));
      stored.forEach(({ line }, index) => batch[index]?.resolve(line));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  };

  const storeAfterTheLast = (channel: string, pending: Pending[]) => {
    const tail = (tails.get(channel) ?? Promise.resolve()).then(async () => {
      for (let start = 0; start < pending.length; start += MAX_BATCH) await store(pending.slice(start, start + MAX_BATCH));
    });
    tails.set(channel, tail);
    void tail.then(() => {
      if (tails.get(channel) === tail) tails.delete(channel);
    });
  };

  // A quiet channel: the messages read in this turn of the loop are stored together, at its end.
  const windows = createLeadingWindows<Pending>({ windowMs, begin: (start) => setImmediate(start), handOn: storeAfterTheLast, keepsAlive: true });

  return {
    /** Stores the message with those around it and broadcasts it; resolves with it as stored. */
    write(message: NewChatMessage): Promise<ChatLine> {
      return new Promise((resolve, reject) => windows.add(channelOfTarget(message.target), { message, resolve, reject }));
    },
  };
}

export type ChatWriter = ReturnType<typeof createChatWriter>;
