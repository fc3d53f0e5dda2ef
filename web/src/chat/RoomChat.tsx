import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  CHAT_MAX_LENGTH,
  bannedMessage,
  roomChannel,
  type ChatLine,
  type RoomChannelState,
} from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../auth/use-auth';
import type { ApiResult } from '../lib/api';
import { useChannel } from '../realtime/use-channel';
import { ChatMessage } from './ChatMessage';
import { useChatApi } from './chat-context';
import { chatSendMachine, type ChatSendRequest } from './chat-send.machine';
import {
  EMPTY_TIMELINE,
  addOlderPage,
  followWindow,
  hasOlder,
  olderCursor,
  replaceWindow,
  type ChatTimeline,
} from './chat-timeline';
import { readRoomState } from './room-state';
import { chatQueries, useEmojis } from './queries';
import { HIDE_WORD_MAX_LENGTH, chatLines, withHideWord } from './viewer-filters';
import { useBarrageOn, useViewerFilters } from './viewer-settings';
import './chat.css';

/** Within this distance of the top, scrolling up fetches older history. */
const LOAD_OLDER_AT_PX = 24;
/** Within this distance of the bottom, the list follows new messages. */
const FOLLOW_BOTTOM_PX = 40;

/** The room's timeline: the channel's window as it moves, and older pages on demand. */
function useTimeline(roomId: number, room: RoomChannelState | null) {
  const chat = useChatApi();
  const queryClient = useQueryClient();
  const [timeline, setTimeline] = useState<ChatTimeline>(EMPTY_TIMELINE);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const lastWindow = useRef<RoomChannelState['messages'] | null>(null);

  useEffect(() => {
    if (!room) return;
    const before = lastWindow.current;
    const after = room.messages;
    lastWindow.current = after;
    setTimeline((current) => (before ? followWindow(current, before, after) : replaceWindow(current, after)));
  }, [room]);

  const loadOlder = useCallback(async () => {
    if (loadingOlder || !hasOlder(timeline)) return false;
    setLoadingOlder(true);
    try {
      const page = await queryClient.fetchQuery(chatQueries.history(chat, roomId, olderCursor(timeline)));
      setTimeline((latest) => addOlderPage(latest, page.list, page.nextBefore));
      return true;
    } catch {
      return false;
    } finally {
      setLoadingOlder(false);
    }
  }, [chat, queryClient, roomId, loadingOlder, timeline]);

  return { timeline, loadingOlder, loadOlder };
}

/**
 * The chat of a live room: history on scroll-up, the live messages of the room channel, emojis,
 * the viewer's own filters and the barrage switch, and the input. A visitor's send opens the login
 * modal; a refused send shows the gateway's message by the input.
 */
export function RoomChat({ roomId, anchorId }: { roomId: number; anchorId: number }) {
  const auth = useAuth();
  const chat = useChatApi();
  const emojis = useEmojis();
  const channel = useChannel<unknown>(roomChannel(roomId));
  const room = useMemo(() => readRoomState(channel.state), [channel.state]);
  const { timeline, loadingOlder, loadOlder } = useTimeline(roomId, room);
  const info = useQuery(chatQueries.info(chat, roomId, auth.userInfo?.id ?? null)).data ?? null;
  const welcome = useQuery(chatQueries.welcome(chat, roomId)).data ?? null;
  const { filters, setFilters } = useViewerFilters();
  const { barrageOn, setBarrageOn } = useBarrageOn();
  const [draft, setDraft] = useState('');
  const [panel, setPanel] = useState<'none' | 'emoji' | 'filters'>('none');
  const [hideWord, setHideWord] = useState('');
  const [moderationError, setModerationError] = useState<string | null>(null);

  const sendMachine = useMemo(
    () =>
      chatSendMachine.provide({
        actors: {
          sendMessage: fromPromise<ApiResult<unknown>, ChatSendRequest>(({ input }) => chat.send(input.roomId, input.content)),
        },
      }),
    [chat],
  );
  const [sending, sendEvent, sendActor] = useMachine(sendMachine, { input: { roomId } });
  useEffect(() => {
    const subscription = sendActor.on('MESSAGE.SENT', () => setDraft(''));
    return () => subscription.unsubscribe();
  }, [sendActor]);

  const canModerate = info?.canModerate ?? false;
  const slowModeSeconds = room?.room.slowModeSeconds ?? info?.slowModeSeconds ?? 0;
  useEffect(() => {
    sendEvent({ type: 'SLOW_MODE.CHANGED', seconds: canModerate ? 0 : slowModeSeconds });
  }, [sendEvent, slowModeSeconds, canModerate]);

  const lines = useMemo(() => chatLines(timeline.messages, filters), [timeline.messages, filters]);

  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (keepFromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [lines]);

  const older = useCallback(async () => {
    const element = list.current;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    const loaded = await loadOlder();
    if (!loaded) keepFromBottom.current = null;
  }, [loadOlder]);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_BOTTOM_PX;
    if (element.scrollTop <= LOAD_OLDER_AT_PX && !loadingOlder && hasOlder(timeline)) void older();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!auth.signedIn) {
      auth.openLogin();
      return;
    }
    atBottom.current = true;
    sendEvent({ type: 'MESSAGE.SEND', content: draft });
  };

  const deleteMessage = async (message: ChatLine) => {
    setModerationError(null);
    try {
      const answer = await chat.deleteMessage(roomId, message.id);
      if (!answer.ok) setModerationError(answer.message);
    } catch {
      setModerationError('删除失败，请稍后再试');
    }
  };

  const cooling = sending.hasTag('cooling');
  const busy = sending.hasTag('sending');
  const refusal = sending.context.error ?? moderationError ?? (info?.ban ? bannedMessage(info.ban.until) : null);

  return (
    <section className="room-chat panel" data-testid="room-chat" data-room-id={roomId}>
      <header className="room-chat__header">
        <h2 className="panel__title">聊天</h2>
        <div className="room-chat__tools">
          <label className="room-chat__switch">
            <input
              type="checkbox"
              checked={barrageOn}
              onChange={(event) => setBarrageOn(event.target.checked)}
              data-testid="barrage-switch"
            />
            弹幕
          </label>
          <button
            type="button"
            className="link-button"
            aria-expanded={panel === 'filters'}
            onClick={() => setPanel(panel === 'filters' ? 'none' : 'filters')}
            data-testid="chat-filters-toggle"
          >
            屏蔽设置
          </button>
          {canModerate && (
            <Link to="/v/anchor-chat" search={{ roomId }} className="link-button" data-testid="chat-console-link">
              管理
            </Link>
          )}
        </div>
      </header>

      {panel === 'filters' && (
        <div className="room-chat__filters" data-testid="chat-filters">
          <label className="room-chat__switch">
            <input
              type="checkbox"
              checked={filters.foldRepeats}
              onChange={(event) => setFilters({ ...filters, foldRepeats: event.target.checked })}
              data-testid="fold-switch"
            />
            折叠重复消息
          </label>
          <form
            className="room-chat__hide-form"
            onSubmit={(event) => {
              event.preventDefault();
              setFilters({ ...filters, hideWords: withHideWord(filters.hideWords, hideWord) });
              setHideWord('');
            }}
          >
            <input
              value={hideWord}
              maxLength={HIDE_WORD_MAX_LENGTH}
              placeholder="输入要屏蔽的关键词"
              onChange={(event) => setHideWord(event.target.value)}
              data-testid="hide-word-input"
            />
            <button type="submit" className="button button--small">
              添加
            </button>
          </form>
          <ul className="room-chat__hide-words">
            {filters.hideWords.map((word) => (
              <li key={word} data-testid="hide-word">
                <span>{word}</span>
                <button
                  type="button"
                  aria-label={`取消屏蔽 ${word}`}
                  onClick={() => setFilters({ ...filters, hideWords: filters.hideWords.filter((w) => w !== word) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <ol className="room-chat__list" ref={list} onScroll={onScroll} data-testid="chat-list" aria-live="polite">
        {hasOlder(timeline) ? (
          <li className="room-chat__older">
            <button type="button" className="link-button" disabled={loadingOlder} onClick={() => void older()} data-testid="chat-older">
              {loadingOlder ? '加载中…' : '查看更早的消息'}
            </button>
          </li>
        ) : (
          <li className="room-chat__older muted">没有更早的消息了</li>
        )}
        {welcome && (
          <li className="chat-line chat-line--welcome" data-testid="chat-welcome">
            {welcome}
          </li>
        )}
        {lines.map((line) => (
          <ChatMessage
            key={line.message.id}
            message={line.message}
            repeats={line.repeats}
            anchorId={anchorId}
            emojis={emojis}
            onDelete={canModerate ? deleteMessage : undefined}
          />
        ))}
      </ol>

      {panel === 'emoji' && (
        <div className="room-chat__emojis" data-testid="emoji-panel">
          {emojis.list.map((emoji) => (
            <button
              key={emoji.code}
              type="button"
              title={emoji.name}
              onClick={() => setDraft((current) => (current + emoji.code).slice(0, CHAT_MAX_LENGTH * 4))}
            >
              <img src={`${emojis.baseUrl}${emoji.file}`} alt={emoji.code} />
            </button>
          ))}
        </div>
      )}

      <form className="room-chat__input" onSubmit={submit}>
        <button
          type="button"
          className="room-chat__emoji-toggle"
          aria-label="表情"
          aria-expanded={panel === 'emoji'}
          onClick={() => setPanel(panel === 'emoji' ? 'none' : 'emoji')}
          data-testid="emoji-toggle"
        >
          😊
        </button>
        <input
          value={draft}
          placeholder={auth.signedIn ? '说点什么吧' : '登录后参与聊天'}
          onChange={(event) => {
            setDraft(event.target.value);
            if (sending.context.error) sendEvent({ type: 'ERROR.DISMISS' });
          }}
          data-testid="chat-input"
        />
        <button type="submit" className="button" disabled={busy || cooling} data-testid="chat-send">
          {cooling ? `${sending.context.secondsLeft}s` : '发送'}
        </button>
      </form>
      {refusal && (
        <p className="room-chat__refusal" role="alert" data-testid="chat-refusal">
          {refusal}
        </p>
      )}
      {slowModeSeconds > 0 && !canModerate && (
        <p className="room-chat__slow muted" data-testid="chat-slow-mode">
          慢速模式：每{slowModeSeconds}秒可发言一次
        </p>
      )}
    </section>
  );
}
