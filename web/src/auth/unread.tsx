import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unreadCountsSchema } from '@portal/contracts';
import { useAuth } from './use-auth';
import { sharedSocketAs } from '../realtime/socket';
import { accountQueries, unreadPushed } from './queries';
import './unread.css';

/** The part of the tab's socket the unread counts use. */
export interface UnreadSource {
  on(event: 'message.unread', listener: (counts: unknown) => void): unknown;
  off(event: 'message.unread', listener: (counts: unknown) => void): unknown;
}

const tabSocket = (): UnreadSource => sharedSocketAs<UnreadSource>();

/** The signed-in user's unread counts: fetched once, then kept current by `message.unread` pushes. */
export function useUnreadCounts(source: () => UnreadSource = tabSocket) {
  const { verified } = useAuth();
  const queryClient = useQueryClient();
  const counts = useQuery({ ...accountQueries.unread(), enabled: verified });
  useEffect(() => {
    if (!verified) return;
    const socket = source();
    const onUnread = (payload: unknown) => {
      const parsed = unreadCountsSchema.safeParse(payload);
      if (!parsed.success) return;
      void unreadPushed(queryClient, parsed.data);
    };
    socket.on('message.unread', onUnread);
    return () => {
      socket.off('message.unread', onUnread);
    };
  }, [verified, source, queryClient]);
  return counts.data;
}

/** The unread count beside the header's user menu, live like the message centre's; nothing when all is read. */
export function UnreadBadge({ source = tabSocket }: { source?: () => UnreadSource }) {
  const counts = useUnreadCounts(source);
  if (!counts || counts.total === 0) return null;
  return (
    <span className="badge" data-testid="header-unread" aria-label={`${counts.total}条未读消息`}>
      {counts.total > 99 ? '99+' : counts.total}
    </span>
  );
}

