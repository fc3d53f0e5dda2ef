import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { matchChatChannel, matchChatChannelStateSchema } from '@portal/contracts';
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
 * `matchchat:{id}`, the welcome and notice, and the composer (/chat/msg) for signed-in fans.
 */
export function MatchChat({ matchId }: { matchId: number }) {
  const matchChat = useMatchChatApi();
  const welcome = useQuery(chatQueries.matchWelcome(matchChat, matchId)).data ?? null;
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
      welcome={welcome}
      notice={notice}
      newestOnOpen
      testId="match-chat"
    />
  );
}
