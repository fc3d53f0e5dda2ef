import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { matchChatChannel, matchChatChannelStateSchema } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { ChatPanel, type ChatWindow } from './ChatPanel';
import { chatQueries } from './queries';

/** The messages of a match chat channel's state, or null until a valid one arrived. */
function matchWindow(state: unknown): ChatWindow | null {
  if (state === null || state === undefined) return null;
  const parsed = matchChatChannelStateSchema.safeParse(state);
  if (!parsed.success) {
    console.warn('match chat state does not match its schema', parsed.error.issues);
    return null;
  }
  return parsed.data.messages;
}

/**
 * The chat of a match page: the newest page of /chat/page on open, the live messages of
 * `matchchat:{id}`, the welcome and notice, and the composer (/chat/msg) for signed-in fans; a fan
 * an operator banned from this chat is told until when.
 */
export function MatchChat({ matchId }: { matchId: number }) {
  const auth = useAuth();
  const welcome = useQuery(chatQueries.matchWelcome(matchId, auth.userInfo?.id ?? null)).data ?? null;
  const notice = useQuery(chatQueries.matchNotice(matchId)).data ?? null;
  const chat = useMemo(() => ({ match: matchId }), [matchId]);
  return (
    <ChatPanel
      chat={chat}
      channel={matchChatChannel(matchId)}
      windowOf={matchWindow}
      welcome={welcome?.welcome ?? null}
      ban={welcome?.ban ?? null}
      notice={notice}
      newestOnOpen
      testId="match-chat"
    />
  );
}
