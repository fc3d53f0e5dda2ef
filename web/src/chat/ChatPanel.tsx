import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { BAN_DURATIONS, CHAT_BAN_FAILED, CHAT_MAX_LENGTH, bannedMessage, type ChatBanState, type ChatLine } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import type { ApiResult } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useServerTimeAs } from '../realtime/server-time';
import { useChannel } from '../realtime/use-channel';
import { ChatMessage } from './ChatMessage';
import { chatSendMachine, type ChatSendRequest } from './chat-send.machine';
import { EMPTY_TIMELINE, addOlderPage, followWindow, hasOlder, olderCursor, replaceWindow, type ChatTimeline } from './chat-timeline';
import { chatMutations, chatQueries, sendChatLine, useEmojis, type ChatOf } from './queries';
import { HIDE_WORD_MAX_LENGTH, chatLines, withHideWord } from './viewer-filters';
import { useViewerFilters } from './viewer-settings';
import './chat.css';

/** Within this distance of the top, scrolling up fetches older history. */
const LOAD_OLDER_AT_PX = 24;
/** Within this distance of the bottom, the list follows new messages. */
const FOLLOW_BOTTOM_PX = 40;

/** The newest messages of a chat channel's state, keyed by id. */
export type ChatWindow = Readonly<Record<string, ChatLine>>;

export interface ChatPanelProps {
  /** The room's or the match's chat; a room's moderators may delete and ban from it. */
  chat: ChatOf;
  /** The chat's channel (`room:{id}` or `matchchat:{id}`). */
  channel: string;
  /** The newest messages of the channel's state, or null until a valid state arrived. */
  windowOf(state: unknown): ChatWindow | null;
  welcome: string | null;
  notice?: string | null | undefined;
  /** The room's anchor, marked on their messages. */
  anchorId?: number | undefined;
  canModerate?: boolean | undefined;
  slowModeSeconds?: number | undefined;
  ban?: ChatBanState | null | undefined;
  /** Fetches the newest page of history on open, besides the channel's window. */
  newestOnOpen?: boolean | undefined;
  /**
   * ISO 8601 start of the room's show running now: a line marks where it begins when the list
   * also holds earlier lines (the last show's goodbye), so they do not read as this show's.
   */
  showOpenedAt?: string | null | undefined;
  /** More controls in the header (barrage switch, console link). */
  tools?: ReactNode;
  /** More controls after the send button (a room's gift buttons on a phone). */
  inputTools?: ReactNode;
  testId: string;
}

/** The chat's timeline: the channel's window as it moves, and pages of history. */
function useTimeline({ channel, chat, windowOf, newestOnOpen }: Pick<ChatPanelProps, 'channel' | 'chat' | 'windowOf' | 'newestOnOpen'>) {
  const queryClient = useQueryClient();
  const state = useChannel<unknown>(channel).state;
  const window = useMemo(() => windowOf(state), [windowOf, state]);
  const [timeline, setTimeline] = useState<ChatTimeline>(EMPTY_TIMELINE);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const lastWindow = useRef<ChatWindow | null>(null);

  useEffect(() => {
    if (!window) return;
    const before = lastWindow.current;
    lastWindow.current = window;
    setTimeline((current) => (before ? followWindow(current, before, window) : replaceWindow(current, window)));
  }, [window]);

  useEffect(() => {
    if (!newestOnOpen) return;
    let open = true;
    queryClient.fetchQuery(chatQueries.history(chat, undefined)).then(
      (page) => {
        if (open) setTimeline((current) => addOlderPage(current, page.list, page.nextBefore));
      },
      () => undefined,
    );
    return () => {
      open = false;
    };
  }, [newestOnOpen, queryClient, chat]);

  const loadOlder = useCallback(async () => {
    if (loadingOlder || !hasOlder(timeline)) return false;
    setLoadingOlder(true);
    try {
      const page = await queryClient.fetchQuery(chatQueries.history(chat, olderCursor(timeline)));
      setTimeline((latest) => addOlderPage(latest, page.list, page.nextBefore));
      return true;
    } catch {
      return false;
    } finally {
      setLoadingOlder(false);
    }
  }, [chat, queryClient, loadingOlder, timeline]);

  return { timeline, loadingOlder, loadOlder };
}

/**
 * Where the show that started at `openedAt` begins in `lines` (the index of its first line, or
 * `lines.length` when it has none yet), or null when no line before it is shown.
 */
export function showStartIndex(lines: readonly { message: Pick<ChatLine, 'createdAt'> }[], openedAt: string | null | undefined): number | null {
  const start = openedAt ? Date.parse(openedAt) : Number.NaN;
  if (Number.isNaN(start)) return null;
  const first = lines.findIndex((line) => line.message.createdAt >= start);
  const index = first === -1 ? lines.length : first;
  return index > 0 ? index : null;
}

/**
 * A chat panel: history on scroll-up, the live messages of its channel, emojis, the viewer's own
 * filters (folding, hidden words), and the input. A visitor's send opens the login modal; a refused
 * send shows the gateway's message by the input. Live rooms and match pages both mount it.
 */
export function ChatPanel(props: ChatPanelProps) {
  const { chat, channel, welcome, notice, anchorId, canModerate = false, slowModeSeconds = 0, ban = null, showOpenedAt, tools, inputTools, testId } = props;
  const auth = useAuth();
  const emojis = useEmojis();
  const { timeline, loadingOlder, loadOlder } = useTimeline(props);
  const { filters, setFilters } = useViewerFilters();
  const [draft, setDraft] = useState('');
  const [panel, setPanel] = useState<'none' | 'emoji' | 'filters'>('none');
  const [hideWord, setHideWord] = useState('');
  const [moderationError, setModerationError] = useState<string | null>(null);
  /** The speaker a moderator is choosing a ban's duration for, from one of their lines. */
  const [banning, setBanning] = useState<ChatLine['user'] | null>(null);
  /** What the last in-chat ban did, shown under the input. */
  const [banDone, setBanDone] = useState<string | null>(null);

  const sendMachine = useMemo(
    () =>
      chatSendMachine.provide({
        actors: {
          sendMessage: fromPromise<ApiResult<unknown>, ChatSendRequest>(({ input }) => sendChatLine(chat, input.content)),
        },
      }),
    [chat],
  );
  const [sending, sendEvent, sendActor] = useMachine(sendMachine, {
    input: { chatId: 'room' in chat ? chat.room : chat.match },
  });
  useEffect(() => {
    const subscription = sendActor.on('MESSAGE.SENT', () => setDraft(''));
    return () => subscription.unsubscribe();
  }, [sendActor]);

  useEffect(() => {
    sendEvent({
      type: 'SLOW_MODE.CHANGED',
      seconds: canModerate ? 0 : slowModeSeconds,
    });
  }, [sendEvent, slowModeSeconds, canModerate]);

  const lines = useMemo(() => chatLines(timeline.messages, filters), [timeline.messages, filters]);
  const showStart = showStartIndex(lines, showOpenedAt);
  const showStartLine = (
    <li className="chat-line chat-line--show-start" data-testid="chat-show-start">
      <span>本场直播 {formatDateTime(showOpenedAt, 'HH:mm')} 开始</span>
    </li>
  );

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

  // Only a room's chat has moderators; a match's has none.
  const roomId = 'room' in chat ? chat.room : null;
  const moderating = canModerate && roomId !== null;
  const started = () => {
    setModerationError(null);
    setBanDone(null);
  };
  const refused = (failure: Error) => setModerationError(failure.message);
  const removal = useMutation(chatMutations.deleteMessage(roomId ?? 0, { onMutate: started, onError: refused }));
  const banOrder = useMutation(
    chatMutations.ban(roomId ?? 0, CHAT_BAN_FAILED, {
      onMutate: started,
      onSuccess: (_ban, order) => setBanDone(`已禁言 ${order.nickName}（${BAN_DURATIONS.find((duration) => duration.minutes === order.duration)?.label ?? ''}）`),
      onError: refused,
      onSettled: () => setBanning(null),
    }),
  );
  const deleteMessage = (message: ChatLine) => removal.mutate(message.id);
  const banSpeaker = (speaker: ChatLine['user'], duration: (typeof BAN_DURATIONS)[number]) =>
    banOrder.mutate({ nickName: speaker.nickName, duration: duration.minutes });
  const banBusy = banOrder.isPending;
  /** A moderator may ban from a line any speaker but the anchor and themselves. */
  const bannable = (message: ChatLine) => message.user.id !== anchorId && message.user.id !== auth.userInfo?.id;

  const cooling = sending.hasTag('cooling');
  const busy = sending.hasTag('sending');
  // A timed ban stops showing when it runs out, as the gateway stops refusing then.
  const banOver = useServerTimeAs((now) => ban !== null && ban.until !== null && now >= ban.until);
  const banInForce = banOver ? null : ban;
  const banned = banInForce !== null;
  const refusal = sending.context.error ?? moderationError ?? (banInForce ? bannedMessage(banInForce.until) : null);

  return (
    <section className="room-chat panel" data-testid={testId} data-chat-channel={channel}>
      <header className="room-chat__header">
        <h2 className="panel__title">聊天</h2>
        <div className="room-chat__tools">
          <button
            type="button"
            className="link-button"
            aria-expanded={panel === 'filters'}
            onClick={() => setPanel(panel === 'filters' ? 'none' : 'filters')}
            data-testid="chat-filters-toggle"
          >
            屏蔽设置
          </button>
          {tools}
        </div>
      </header>

      {notice ? (
        <p className="room-chat__notice" data-testid="chat-notice">
          {notice}
        </p>
      ) : null}

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
              setFilters({
                ...filters,
                hideWords: withHideWord(filters.hideWords, hideWord),
              });
              setHideWord('');
            }}
          >
            <input
              value={hideWord}
              maxLength={HIDE_WORD_MAX_LENGTH}
              aria-label="屏蔽关键词"
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
                  onClick={() =>
                    setFilters({
                      ...filters,
                      hideWords: filters.hideWords.filter((w) => w !== word),
                    })
                  }
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
        {lines.map((line, index) => (
          <Fragment key={line.message.id}>
            {index === showStart && showStartLine}
            <ChatMessage
              message={line.message}
              repeats={line.repeats}
              anchorId={anchorId}
              emojis={emojis}
              onDelete={moderating ? deleteMessage : undefined}
              onBan={moderating && bannable(line.message) ? (message) => setBanning(message.user) : undefined}
            />
          </Fragment>
        ))}
        {showStart === lines.length && showStartLine}
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

      {banning && (
        <div className="room-chat__ban" role="group" aria-label={`禁言 ${banning.nickName}`} data-testid="chat-ban-menu">
          <span className="room-chat__ban-who">
            禁言 <strong>{banning.nickName}</strong>
          </span>
          {BAN_DURATIONS.map((duration) => (
            <button
              key={duration.minutes}
              type="button"
              className="button button--small"
              disabled={banBusy}
              onClick={() => banSpeaker(banning, duration)}
              data-testid="chat-ban-duration"
            >
              {duration.label}
            </button>
          ))}
          <button type="button" className="link-button" onClick={() => setBanning(null)} data-testid="chat-ban-cancel">
            取消
          </button>
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
          aria-label="聊天内容"
          placeholder={banned ? '禁言中' : auth.signedIn ? '说点什么吧' : '登录后参与聊天'}
          disabled={banned}
          onChange={(event) => {
            setDraft(event.target.value);
            if (sending.context.error) sendEvent({ type: 'ERROR.DISMISS' });
          }}
          data-testid="chat-input"
        />
        <button type="submit" className="button" disabled={busy || cooling || banned} data-testid="chat-send">
          {cooling ? `${sending.context.secondsLeft}s` : '发送'}
        </button>
        {inputTools}
      </form>
      {refusal && (
        <p className="room-chat__refusal" role="alert" data-testid="chat-refusal">
          {refusal}
        </p>
      )}
      {banDone && !refusal && (
        <p className="room-chat__done" role="status" data-testid="chat-ban-done">
          {banDone}
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
