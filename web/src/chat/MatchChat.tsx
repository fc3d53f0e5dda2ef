import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { matchChatChannel, matchChatChannelStateSchema } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { ChatPanel, type ChatPanelCalls, type ChatWindow } from './ChatPanel';
import { useMatchChatApi } from './chat-context';
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
  const matchChat = useMatchChatApi();
  const auth = useAuth();
  const welcome = useQuery(chatQueries.matchWelcome(matchChat, matchId, auth.userInfo?.id ?? null)).data ?? null;
  const notice = useQuery(chatQueries.matchNotice(matchChat, matchId)).data ?? null;
  const calls = useMemo<ChatPanelCalls>(
    () => ({
      history: (before) => matchChat.history(matchId, before),
      send: (content) => matchChat.send(matchId, content),
    }),
    [matchChat, matchId],
  );
  return (
    <ChatPanel
      chatId={matchId}
      channel={matchChatChannel(matchId)}
      windowOf={matchWindow}
      calls={calls}
      welcome={welcome?.welcome ?? null}
      ban={welcome?.ban ?? null}
      notice={notice}
      newestOnOpen
      testId="match-chat"
    />
  );
}
