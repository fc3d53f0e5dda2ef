import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { roomChannel } from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../auth/use-auth';
import { useChannel } from '../realtime/use-channel';
import { ChatPanel, type ChatWindow } from './ChatPanel';
import { useOwnBanNotices, type OwnBanSource } from './own-ban';
import { readRoomState } from './room-state';
import { chatQueries } from './queries';
import { useBarrageOn } from './viewer-settings';

const roomWindow = (state: unknown): ChatWindow | null => readRoomState(state)?.messages ?? null;

/**
 * The chat of a live room: the chat panel on the room channel, with the room's slow mode, the
 * viewer's ban, the barrage switch and, for the anchor and managers, banning, deleting and the
 * console link. Inside the console (`inConsole`) it has neither the barrage switch nor the link,
 * and takes the anchor from the room's channel.
 */
export function RoomChat({
  roomId,
  anchorId,
  inConsole = false,
  banSource,
  inputTools,
}: {
  roomId: number;
  anchorId?: number;
  inConsole?: boolean;
  /** Where the viewer hears of their own bans (the tab's socket; a test's). */
  banSource?: () => OwnBanSource;
  /** More controls after the send button (the room's gift buttons on a phone). */
  inputTools?: ReactNode;
}) {
  const auth = useAuth();
  const channel = roomChannel(roomId);
  const state = useChannel<unknown>(channel).state;
  const room = useMemo(() => readRoomState(state), [state]);
  const viewerId = auth.userInfo?.id ?? null;
  const info = useQuery(chatQueries.info(roomId, viewerId)).data ?? null;
  useOwnBanNotices(roomId, viewerId, banSource);
  const welcome = useQuery(chatQueries.welcome(roomId)).data ?? null;
  const { barrageOn, setBarrageOn } = useBarrageOn();
  const chat = useMemo(() => ({ room: roomId }), [roomId]);

  const canModerate = info?.canModerate ?? false;
  return (
    <ChatPanel
      chat={chat}
      channel={channel}
      windowOf={roomWindow}
      welcome={welcome}
      anchorId={anchorId ?? room?.room.anchorId}
      canModerate={canModerate}
      slowModeSeconds={room?.room.slowModeSeconds ?? info?.slowModeSeconds ?? 0}
      ban={info?.ban ?? null}
      showOpenedAt={room?.room.openedAt}
      testId="room-chat"
      inputTools={inputTools}
      tools={
        !inConsole && (
          <>
            <label className="room-chat__switch">
              <input
                type="checkbox"
                checked={barrageOn}
                onChange={(event) => setBarrageOn(event.target.checked)}
                data-testid="barrage-switch"
              />
              弹幕
            </label>
            {canModerate && (
              <Link to="/v/anchor-chat" search={{ roomId }} className="link-button" data-testid="chat-console-link">
                管理
              </Link>
            )}
          </>
        )
      }
    />
  );
}
