import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BAN_DURATIONS,
  MODERATION_FAILED,
  NOT_MODERATOR_MESSAGE,
  ROOM_WORD_MAX_LENGTH,
  SLOW_MODE_MAX_SECONDS,
  type BanDuration,
  type ChatInfoResponse,
  type ModerationAction,
  type ModerationChange,
} from '@portal/contracts';
import type { MutationEffects } from '../lib/route-query';
import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '../auth/use-auth';
import { formatDateTime } from '../lib/format';
import { boardChanged, chatMutations, chatQueries } from './queries';
import { applyModerationChange, bansInForce, deletedMessages, type ModerationBoard } from './moderation-board';
import { useModerationSocket } from './moderation-socket';
import { RoomChat } from './RoomChat';
import './chat.css';

/** Slow-mode settings the anchor picks from, in seconds; 0 is off. */
export const SLOW_MODE_CHOICES = [0, 3, 5, 10, 30, 60, 120, SLOW_MODE_MAX_SECONDS] as const;

export const ACTION_LABELS: Record<ModerationAction, string> = {
  ban: '禁言',
  unban: '解除禁言',
  managerAdd: '设为房管',
  managerRemove: '取消房管',
  messageDelete: '删除消息',
  slowMode: '慢速模式',
  roomWords: '屏蔽词',
};

const time = (epochMs: number) => formatDateTime(epochMs);

/**
 * The moderation console of /v/anchor-chat: the anchor's own room, or the room of `roomId` for a
 * manager who came from that room's chat.
 */
export function AnchorChatConsole({ roomId }: { roomId?: number }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [roomInput, setRoomInput] = useState('');
  const isAnchor = auth.userInfo?.isAnchor === 1;
  const ownRoomQuery = useQuery({ ...chatQueries.ownRoom(), enabled: roomId === undefined && isAnchor });
  /** The anchor's own room: undefined until GET /api/room/info answered, null when it found none. */
  const ownRoom = ownRoomQuery.isPending ? undefined : (ownRoomQuery.data ?? null);

  if (!auth.signedIn) {
    return (
      <section className="panel mod-console" data-testid="mod-console">
        <h1>聊天管理</h1>
        <p>登录后管理你的直播间聊天。</p>
        <button type="button" className="button" onClick={auth.openLogin}>
          登录
        </button>
      </section>
    );
  }
  const target = roomId ?? ownRoom?.roomId;
  if (target !== undefined) return <RoomConsole key={target} roomId={target} />;
  if (!auth.verified || (isAnchor && ownRoom === undefined)) return <section className="panel mod-console">加载中…</section>;
  return (
    <section className="panel mod-console" data-testid="mod-console">
      <h1>聊天管理</h1>
      <p className="muted">{isAnchor ? '还没有找到你的直播间。' : '房管请输入所管理直播间的房间号。'}</p>
      <form
        className="mod-console__form"
        onSubmit={(event) => {
          event.preventDefault();
          const id = Number(roomInput);
          if (Number.isInteger(id) && id > 0) void navigate({ to: '/v/anchor-chat', search: { roomId: id } });
        }}
      >
        <input value={roomInput} inputMode="numeric" aria-label="房间号" placeholder="房间号" onChange={(event) => setRoomInput(event.target.value)} />
        <button type="submit" className="button">
          进入
        </button>
      </form>
    </section>
  );
}

const NO_WORDS: string[] = [];

/** How often the ban list drops bans that ran out. */
const BAN_EXPIRY_CHECK_MS = 30_000;

type Tab = 'bans' | 'managers' | 'settings' | 'deleted' | 'log';
const TABS: ReadonlyArray<{ tab: Tab; label: string }> = [
  { tab: 'bans', label: '禁言' },
  { tab: 'managers', label: '房管' },
  { tab: 'settings', label: '慢速模式与屏蔽词' },
  { tab: 'deleted', label: '已删除消息' },
  { tab: 'log', label: '操作日志' },
];

/** One room's console: loads the lists once, then follows the room's moderation feed. */
function RoomConsole({ roomId }: { roomId: number }) {
  const socket = useModerationSocket();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const viewerId = auth.userInfo?.id ?? null;
  // Another signed-in user is asked about again; the console stays as it was until the answer.
  const infoQuery = useQuery({ ...chatQueries.info(roomId, viewerId), placeholderData: keepPreviousData });
  const info = infoQuery.isPending ? 'loading' : (infoQuery.data ?? null);
  const moderator = info !== null && info !== 'loading' && info.canModerate;
  const bans = useQuery({ ...chatQueries.bans(roomId), enabled: moderator });
  const managers = useQuery({ ...chatQueries.managers(roomId), enabled: moderator });
  const log = useQuery({ ...chatQueries.modLog(roomId), enabled: moderator });
  const words = useQuery({ ...chatQueries.words(roomId), enabled: moderator }).data ?? NO_WORDS;
  const board: ModerationBoard = { bans: bans.data ?? [], managers: managers.data ?? [], log: log.data ?? [] };
  const [tab, setTab] = useState<Tab>('bans');
  const [feedError, setFeedError] = useState<string | null>(null);

  const [now, setNow] = useState(() => Date.now());

  const loadInfo = useCallback(
    () => queryClient.invalidateQueries({ queryKey: chatQueries.info(roomId, viewerId).queryKey }),
    [queryClient, roomId, viewerId],
  );
  // The console asks once when it opens and again after each change.
  const loadBoard = useCallback(() => boardChanged(queryClient, roomId), [queryClient, roomId]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), BAN_EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!moderator) return;
    const join = () =>
      socket.emit('roommod.join', { roomId }, (reply) => {
        setFeedError(reply.ok ? null : reply.message);
        // Whatever changed while the feed was closed is in the lists, not on the feed.
        void loadBoard();
      });
    const changed = (change: ModerationChange) => {
      if (change.roomId !== roomId) return;
      const keys = { bans: chatQueries.bans(roomId).queryKey, managers: chatQueries.managers(roomId).queryKey, log: chatQueries.modLog(roomId).queryKey };
      const current: ModerationBoard = {
        bans: queryClient.getQueryData(keys.bans) ?? [],
        managers: queryClient.getQueryData(keys.managers) ?? [],
        log: queryClient.getQueryData(keys.log) ?? [],
      };
      const next = applyModerationChange(current, change);
      queryClient.setQueryData(keys.bans, next.bans);
      queryClient.setQueryData(keys.managers, next.managers);
      queryClient.setQueryData(keys.log, next.log);
      if (change.change === 'settings') {
        void loadInfo();
        void queryClient.invalidateQueries({ queryKey: chatQueries.words(roomId).queryKey });
      }
    };
    socket.on('roommod.change', changed);
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      socket.off('roommod.change', changed);
      socket.off('connect', join);
      if (socket.connected) socket.emit('roommod.leave', { roomId });
    };
  }, [socket, roomId, moderator, loadBoard, loadInfo, queryClient]);

  if (info === 'loading') return <section className="panel mod-console">加载中…</section>;
  if (!info || !info.canModerate) {
    return (
      <section className="panel mod-console" data-testid="mod-console">
        <h1>聊天管理</h1>
        <p className="mod-console__refusal" data-testid="mod-refused">
          {NOT_MODERATOR_MESSAGE}
        </p>
      </section>
    );
  }

  return (
    <div className="mod-console-layout">
      <section className="panel mod-console" data-testid="mod-console" data-room-id={roomId}>
        <header className="mod-console__header">
          <h1>聊天管理 · 房间 {roomId}</h1>
          <span className="muted">{info.isAnchor ? '主播' : '房管'}</span>
        </header>
        {feedError && <p className="mod-console__refusal">{feedError}</p>}
        <nav className="mod-console__tabs" role="tablist">
          {TABS.map(({ tab: value, label }) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={tab === value}
              className={tab === value ? 'is-active' : undefined}
              onClick={() => setTab(value)}
              data-testid={`mod-tab-${value}`}
            >
              {label}
            </button>
          ))}
        </nav>
        {tab === 'bans' && <BanSection roomId={roomId} board={board} now={Math.max(now, bans.dataUpdatedAt)} />}
        {tab === 'managers' && <ManagerSection roomId={roomId} board={board} isAnchor={info.isAnchor} />}
        {tab === 'settings' && <SettingsSection roomId={roomId} info={info} words={words} />}
        {tab === 'deleted' && <DeletedSection board={board} />}
        {tab === 'log' && <LogSection board={board} />}
      </section>
      {/* The room's chat as it goes, to ban or delete from a line. */}
      <RoomChat roomId={roomId} inConsole />
    </div>
  );
}

/**
 * The note of a section's console writes: what the last one did, or its refusal. `noted` gives a
 * write's mutation the effects that keep it, `done` the text of a success and `then` what else the
 * section does after one.
 */
function useNote() {
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const noted = <D, V>(done: (variables: V) => string, then?: () => void): MutationEffects<D, V> => ({
    onMutate: () => setNote(null),
    onSuccess: (_answer, variables) => {
      setNote({ ok: true, text: done(variables) });
      then?.();
    },
    onError: (failure) => setNote({ ok: false, text: failure.message }),
  });
  const view: ReactNode = note && (
    <p className={note.ok ? 'mod-console__done' : 'mod-console__refusal'} role="status" data-testid="mod-note">
      {note.text}
    </p>
  );
  return { noted, view };
}

function BanSection({ roomId, board, now }: { roomId: number; board: ModerationBoard; now: number }) {
  const { noted, view } = useNote();
  const [nickName, setNickName] = useState('');
  const [duration, setDuration] = useState<BanDuration>(10);
  const [reason, setReason] = useState('');
  const [filter, setFilter] = useState('');
  const ban = useMutation(
    chatMutations.ban(
      roomId,
      MODERATION_FAILED,
      noted(
        (order) => `已禁言 ${order.nickName}`,
        () => {
          setNickName('');
          setReason('');
        },
      ),
    ),
  );
  const unban = useMutation(chatMutations.unban(roomId, noted((lifted) => `已解除 ${lifted.user.nickName} 的禁言`)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = nickName.trim();
    if (!name) return;
    ban.mutate({ nickName: name, duration, reason: reason.trim() });
  };

  const shown = bansInForce(board.bans, now).filter((ban) => !filter.trim() || ban.user.nickName.includes(filter.trim()));
  return (
    <div className="mod-console__section" data-testid="mod-bans">
      <form className="mod-console__form" onSubmit={submit}>
        <input value={nickName} aria-label="禁言用户昵称" placeholder="用户昵称" maxLength={24} onChange={(e) => setNickName(e.target.value)} data-testid="ban-nickname" />
        <span className="mod-console__durations" role="radiogroup" aria-label="禁言时长">
          {BAN_DURATIONS.map((choice) => (
            <label key={choice.minutes}>
              <input
                type="radio"
                name="ban-duration"
                checked={duration === choice.minutes}
                onChange={() => setDuration(choice.minutes)}
                data-testid={`ban-duration-${choice.minutes}`}
              />
              {choice.label}
            </label>
          ))}
        </span>
        <input value={reason} aria-label="禁言原因" placeholder="禁言原因（选填）" maxLength={100} onChange={(e) => setReason(e.target.value)} data-testid="ban-reason" />
        <button type="submit" className="button" data-testid="ban-submit">
          禁言
        </button>
      </form>
      {view}
      <input className="mod-console__filter" value={filter} aria-label="按昵称筛选" placeholder="按昵称筛选" onChange={(e) => setFilter(e.target.value)} />
      <div className="table-scroll" tabIndex={0} role="region" aria-label="禁言列表">
        <table className="mod-console__table">
          <thead>
            <tr>
              <th>用户</th>
              <th>解除时间</th>
              <th>原因</th>
              <th>操作人</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {shown.map((ban) => (
              <tr key={ban.id} data-testid="ban-row" data-nickname={ban.user.nickName}>
                <td>{ban.user.nickName}</td>
                <td>{ban.until === null ? '永久' : time(ban.until)}</td>
                <td>{ban.reason || '—'}</td>
                <td>{ban.bannedBy.nickName}</td>
                <td>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => unban.mutate(ban)}
                    data-testid="unban"
                  >
                    解除禁言
                  </button>
                </td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={5} className="muted">
                  暂无禁言用户
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ManagerSection({ roomId, board, isAnchor }: { roomId: number; board: ModerationBoard; isAnchor: boolean }) {
  const { noted, view } = useNote();
  const [nickName, setNickName] = useState('');
  const addManager = useMutation(chatMutations.addManager(roomId, noted((name) => `已将 ${name} 设为房管`, () => setNickName(''))));
  const removeManager = useMutation(chatMutations.removeManager(roomId, noted((manager) => `已取消 ${manager.user.nickName} 的房管`)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = nickName.trim();
    if (!name) return;
    addManager.mutate(name);
  };
  return (
    <div className="mod-console__section" data-testid="mod-managers">
      {isAnchor ? (
        <form className="mod-console__form" onSubmit={submit}>
          <input value={nickName} aria-label="房管用户昵称" placeholder="用户昵称" maxLength={24} onChange={(e) => setNickName(e.target.value)} data-testid="manager-nickname" />
          <button type="submit" className="button" data-testid="manager-submit">
            设为房管
          </button>
        </form>
      ) : (
        <p className="muted">只有主播可以设置房管。</p>
      )}
      {view}
      <ul className="mod-console__list">
        {board.managers.map((manager) => (
          <li key={manager.id} data-testid="manager-row" data-nickname={manager.user.nickName}>
            <span>{manager.user.nickName}</span>
            <span className="muted">{time(manager.createdAt)}</span>
            {isAnchor && (
              <button
                type="button"
                className="link-button"
                onClick={() => removeManager.mutate(manager)}
              >
                取消房管
              </button>
            )}
          </li>
        ))}
        {board.managers.length === 0 && <li className="muted">暂无房管</li>}
      </ul>
    </div>
  );
}

function SettingsSection({ roomId, info, words }: { roomId: number; info: ChatInfoResponse; words: string[] }) {
  const { noted, view } = useNote();
  const [word, setWord] = useState('');
  const slowMode = useMutation(chatMutations.setSlowMode(roomId, noted((seconds) => (seconds ? `慢速模式：${seconds}秒` : '慢速模式已关闭'))));
  const roomWords = useMutation(chatMutations.setWords(roomId, noted(() => '屏蔽词已保存')));
  const saveWords = (next: string[]) => roomWords.mutate(next);
  return (
    <div className="mod-console__section" data-testid="mod-settings">
      <h2>慢速模式</h2>
      <label className="mod-console__form">
        每位观众两次发言至少间隔
        <select
          value={info.slowModeSeconds}
          disabled={!info.isAnchor}
          onChange={(event) => slowMode.mutate(Number(event.target.value))}
          data-testid="slow-mode"
        >
          {SLOW_MODE_CHOICES.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds === 0 ? '关闭' : `${seconds}秒`}
            </option>
          ))}
        </select>
      </label>
      <h2>直播间屏蔽词</h2>
      {info.isAnchor && (
        <form
          className="mod-console__form"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = word.trim();
            if (!trimmed || words.includes(trimmed)) return;
            setWord('');
            saveWords([...words, trimmed]);
          }}
        >
          <input value={word} maxLength={ROOM_WORD_MAX_LENGTH} aria-label="添加屏蔽词" placeholder="添加屏蔽词" onChange={(e) => setWord(e.target.value)} data-testid="room-word-input" />
          <button type="submit" className="button">
            添加
          </button>
        </form>
      )}
      {view}
      <ul className="mod-console__words">
        {words.map((entry) => (
          <li key={entry} data-testid="room-word">
            <span>{entry}</span>
            {info.isAnchor && (
              <button type="button" aria-label={`删除屏蔽词 ${entry}`} onClick={() => saveWords(words.filter((w) => w !== entry))}>
                ×
              </button>
            )}
          </li>
        ))}
        {words.length === 0 && <li className="muted">暂无屏蔽词</li>}
      </ul>
    </div>
  );
}

function DeletedSection({ board }: { board: ModerationBoard }) {
  const deleted = deletedMessages(board.log);
  return (
    <ul className="mod-console__list mod-console__section" data-testid="mod-deleted">
      {deleted.map((act) => (
        <li key={act.id} data-testid="deleted-row">
          <span>{act.target?.nickName ?? '—'}</span>
          <span className="mod-console__detail">{act.detail}</span>
          <span className="muted">
            {act.actor.nickName} 删除于 {time(act.createdAt)}
          </span>
        </li>
      ))}
      {deleted.length === 0 && <li className="muted">暂无被删除的消息</li>}
    </ul>
  );
}

function LogSection({ board }: { board: ModerationBoard }) {
  return (
    <div className="table-scroll mod-console__section" tabIndex={0} role="region" aria-label="操作日志">
      <table className="mod-console__table" data-testid="mod-log">
        <thead>
          <tr>
            <th>时间</th>
            <th>操作人</th>
            <th>操作</th>
            <th>对象</th>
            <th>说明</th>
          </tr>
        </thead>
        <tbody>
          {board.log.map((act) => (
            <tr key={act.id} data-testid="log-row">
              <td>{time(act.createdAt)}</td>
              <td>{act.actor.nickName}</td>
              <td>{ACTION_LABELS[act.action]}</td>
              <td>{act.target?.nickName ?? '—'}</td>
              <td>{act.detail}</td>
            </tr>
          ))}
          {board.log.length === 0 && (
            <tr>
              <td colSpan={5} className="muted">
                暂无操作记录
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
