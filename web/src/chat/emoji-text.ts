import type { Emoji } from '@portal/contracts';

/** A piece of a chat message: plain text, or an emoji the message named by its code (e.g. [微笑]). */
export type MessagePiece = { kind: 'text'; text: string } | { kind: 'emoji'; emoji: Emoji };

const EMOJI_CODE = /\[[^[\]]{1,8}\]/g;

/**
 * Splits what a user typed into text and emojis. Only codes of the emoji list become emojis; the
 * rest, brackets included, stays text, and text is only ever rendered as text.
 */
export function messagePieces(content: string, emojis: readonly Emoji[]): MessagePiece[] {
  const byCode = new Map(emojis.map((emoji) => [emoji.code, emoji]));
  const pieces: MessagePiece[] = [];
  let text = '';
  let last = 0;
  for (const match of content.matchAll(EMOJI_CODE)) {
    const emoji = byCode.get(match[0]);
    if (!emoji) continue;
    text += content.slice(last, match.index);
    if (text) pieces.push({ kind: 'text', text });
    text = '';
    pieces.push({ kind: 'emoji', emoji });
    last = match.index + match[0].length;
  }
  text += content.slice(last);
  if (text) pieces.push({ kind: 'text', text });
  return pieces;
}

/** The message as plain text, emojis shown as their Unicode character (for the barrage). */
export function plainMessage(content: string, emojis: readonly Emoji[]): string {
  return messagePieces(content, emojis)
    .map((piece) => (piece.kind === 'text' ? piece.text : piece.emoji.unicode))
    .join('');
}
