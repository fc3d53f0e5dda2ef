import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { chatBanNoticeSchema } from '@portal/contracts';
import { sharedSocketAs } from '../realtime/socket';
import { chatQueries } from './queries';

/** The part of the tab's socket that tells the signed-in user of their own bans. */
export interface OwnBanSource {
  on(event: 'chat.ban', listener: (notice: unknown) => void): unknown;
  off(event: 'chat.ban', listener: (notice: unknown) => void): unknown;
}

const tabSocket = (): OwnBanSource => sharedSocketAs<OwnBanSource>();

/**
 * Keeps the viewer's ban in a room's chat info current from `chat.ban`: a moderator's ban shows by
 * the input at once, and a lifted one goes, without a message sent to find out.
 */
export function useOwnBanNotices(roomId: number, viewerId: number | null, source: () => OwnBanSource = tabSocket) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (viewerId === null) return;
    const socket = source();
    const onBan = (payload: unknown) => {
      const parsed = chatBanNoticeSchema.safeParse(payload);
      if (!parsed.success || parsed.data.roomId !== roomId) return;
      const { ban } = parsed.data;
      const key = chatQueries.info(roomId, viewerId).queryKey;
      // Before the info came, the info asked for again holds it.
      if (queryClient.getQueryData(key) === undefined) void queryClient.invalidateQueries({ queryKey: key });
      else queryClient.setQueryData(key, (info) => info && { ...info, ban });
    };
    socket.on('chat.ban', onBan);
    return () => {
      socket.off('chat.ban', onBan);
    };
  }, [roomId, viewerId, source, queryClient]);
}
