import type { ChatLine } from '@portal/contracts';
import type { ChatChannels } from './chat-channels';
import { channelOfTarget, type ChatLog, type NewChatMessage } from './chat-log';

/** Most messages stored in one transaction. */
const MAX_BATCH = 200;

type Pending = { message: NewChatMessage; resolve: (line: ChatLine) => void; reject: (error: unknown) => void };

/**
 * Stores a chat's messages in batches and then broadcasts them, in the order they came: the
 * messages read in one turn of the event loop form a batch, and while one batch is being written
 * (one transaction, one multi-row insert) the next gathers, so a busy room costs a transaction per
 * batch, not per message, and a quiet one waits for nothing but the end of the turn. A message is
 * answered once it is stored, after its change went to the channel; if the batch fails, every
 * message of it is refused and none is broadcast.
 */
export function createChatWriter(chatLog: Pick<ChatLog, 'appendAll'>, channels: Pick<ChatChannels, 'publish'>) {
  const queues = new Map<string, Pending[]>();

  const drain = async (channel: string, queue: Pending[]) => {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const stored = await chatLog.appendAll(batch.map((pending) => pending.message));
        for (const { change } of stored) channels.publish(change);
        stored.forEach(({ line }, index) => batch[index]?.resolve(line));
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    queues.delete(channel);
  };

  return {
    /** Stores the message with those around it and broadcasts it; resolves with it as stored. */
    write(message: NewChatMessage): Promise<ChatLine> {
      const channel = channelOfTarget(message.target);
      return new Promise((resolve, reject) => {
        const waiting = queues.get(channel);
        if (waiting !== undefined) {
          waiting.push({ message, resolve, reject });
          return;
        }
        const queue: Pending[] = [{ message, resolve, reject }];
        queues.set(channel, queue);
        // The messages read in this turn of the loop join this one: a batch, not a transaction each.
        setImmediate(() => void drain(channel, queue));
      });
    },
  };
}

export type ChatWriter = ReturnType<typeof createChatWriter>;
