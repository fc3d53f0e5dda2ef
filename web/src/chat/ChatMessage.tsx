import type { ChatLine, ChatNoble, Emoji } from '@portal/contracts';
import { messagePieces } from './emoji-text';

/** Only a colour may style a noble's bubble; anything else falls back to the tier's class. */
const CSS_COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;
const IMAGE_URL = /^(\/|https?:\/\/)/;

export function NobleBadge({ noble }: { noble: ChatNoble }) {
  if (IMAGE_URL.test(noble.badge)) {
    return <img className="chat-line__badge" src={noble.badge} alt={noble.name} title={noble.name} data-testid="noble-badge" />;
  }
  return (
    <span className={`chat-line__badge chat-line__badge--tier-${noble.tier}`} title={noble.name} data-testid="noble-badge">
      {noble.badge || noble.name}
    </span>
  );
}

function MessageText({ content, emojis }: { content: string; emojis: { baseUrl: string; list: readonly Emoji[] } }) {
  return (
    <span className="chat-line__text" data-testid="chat-text">
      {messagePieces(content, emojis.list).map((piece, index) =>
        piece.kind === 'text' ? (
          <span key={index}>{piece.text}</span>
        ) : (
          <img
            key={index}
            className="chat-emoji"
            src={`${emojis.baseUrl}${piece.emoji.file}`}
            alt={piece.emoji.code}
            title={piece.emoji.name}
          />
        ),
      )}
    </span>
  );
}

export interface ChatMessageProps {
  message: ChatLine;
  /** The room's anchor, marked 主播; a match chat has none. */
  anchorId?: number | undefined;
  emojis: { baseUrl: string; list: readonly Emoji[] };
  /** How many identical messages this line stands for (folding). */
  repeats?: number;
  /** Given to moderators: deletes the message for everyone. */
  onDelete?: ((message: ChatLine) => void) | undefined;
  /** Given to moderators where the speaker may be banned: opens the ban's durations. */
  onBan?: ((message: ChatLine) => void) | undefined;
}

/** One line of the chat; each kind of message has its own look, and what users typed is text. */
export function ChatMessage({ message, anchorId, emojis, repeats = 1, onDelete, onBan }: ChatMessageProps) {
  const { noble } = message;
  const bubble = noble && CSS_COLOUR.test(noble.bubble) ? { background: noble.bubble } : undefined;
  const classes = ['chat-line', `chat-line--${message.kind}`];
  if (noble) classes.push('chat-line--noble', `chat-line--noble-tier-${noble.tier}`);
  const speaker = (
    <span className="chat-line__speaker">
      {noble && <NobleBadge noble={noble} />}
      {message.user.id === anchorId && <span className="chat-line__anchor">主播</span>}
      <span className="chat-line__nick">{message.user.nickName}</span>
    </span>
  );
  return (
    <li className={classes.join(' ')} data-testid="chat-message" data-message-id={message.id} data-kind={message.kind}>
      {message.kind === 'text' && (
        <>
          {speaker}
          <span className="chat-line__colon">：</span>
          <span className="chat-line__bubble" style={bubble}>
            <MessageText content={message.content} emojis={emojis} />
          </span>
          {repeats > 1 && (
            <span className="chat-line__repeats" data-testid="chat-repeats">
              ×{repeats}
            </span>
          )}
        </>
      )}
      {message.kind === 'gift' && (
        <>
          {speaker}
          <span className="chat-line__action">送出</span>
          {message.gift ? (
            <>
              <img className="chat-line__gift-icon" src={message.gift.icon} alt={message.gift.name} />
              <span className="chat-line__gift-name">{message.gift.name}</span>
              <span className="chat-line__gift-count">×{message.gift.count}</span>
              {message.gift.combo > 1 && (
                <span className="chat-line__combo" data-testid="gift-combo">
                  {message.gift.combo}连击
                </span>
              )}
            </>
          ) : (
            <span className="chat-line__text">{message.content}</span>
          )}
        </>
      )}
      {message.kind === 'redPacket' && (
        <>
          <span className="chat-line__packet-icon" aria-hidden="true" />
          {speaker}
          <span className="chat-line__text">{message.content || '发了一个红包'}</span>
          {message.redPacket && (
            <span className="chat-line__packet">
              {message.redPacket.count}个 · 共{message.redPacket.total}钻石
            </span>
          )}
        </>
      )}
      {message.kind === 'noble' && (
        <>
          {speaker}
          <span className="chat-line__text">{message.content || `开通了${noble?.name ?? '贵族'}`}</span>
        </>
      )}
      {message.kind === 'system' && <span className="chat-line__text">{message.content}</span>}
      {(onDelete || onBan) && message.kind === 'text' && (
        <span className="chat-line__mod">
          {onBan && (
            <button type="button" onClick={() => onBan(message)} data-testid="chat-ban">
              禁言
            </button>
          )}
          {onDelete && (
            <button type="button" onClick={() => onDelete(message)} data-testid="chat-delete">
              删除
            </button>
          )}
        </span>
      )}
    </li>
  );
}
