import type { Emoji, EmojiList } from '@portal/contracts';

export const EMOJI_BASE_URL = '/static/emoji/';

const emojis: ReadonlyArray<{ name: string; slug: string; unicode: string }> = [
  { name: '微笑', slug: 'smile', unicode: '🙂' },
  { name: '大笑', slug: 'laugh', unicode: '😄' },
  { name: '笑哭', slug: 'joy', unicode: '😂' },
  { name: '偷笑', slug: 'giggle', unicode: '🤭' },
  { name: '得意', slug: 'cool', unicode: '😎' },
  { name: '色', slug: 'heart-eyes', unicode: '😍' },
  { name: '思考', slug: 'thinking', unicode: '🤔' },
  { name: '惊讶', slug: 'surprised', unicode: '😮' },
  { name: '流汗', slug: 'sweat', unicode: '😅' },
  { name: '大哭', slug: 'cry', unicode: '😭' },
  { name: '发怒', slug: 'angry', unicode: '😠' },
  { name: '晕', slug: 'dizzy', unicode: '😵' },
  { name: '鼓掌', slug: 'clap', unicode: '👏' },
  { name: '强', slug: 'thumbs-up', unicode: '👍' },
  { name: '弱', slug: 'thumbs-down', unicode: '👎' },
  { name: '抱拳', slug: 'salute', unicode: '🙏' },
  { name: '加油', slug: 'strong', unicode: '💪' },
  { name: '足球', slug: 'football', unicode: '⚽' },
  { name: '篮球', slug: 'basketball', unicode: '🏀' },
  { name: '奖杯', slug: 'trophy', unicode: '🏆' },
  { name: '火', slug: 'fire', unicode: '🔥' },
  { name: '爱心', slug: 'heart', unicode: '❤️' },
  { name: '玫瑰', slug: 'rose', unicode: '🌹' },
  { name: '礼物', slug: 'gift', unicode: '🎁' },
];

const list: Emoji[] = emojis.map(({ name, slug, unicode }) => ({ code: `[${name}]`, name, file: `${slug}.svg`, unicode }));

/** The emoji set the chat and comments offer. */
export function emojiList(): EmojiList {
  return { baseUrl: EMOJI_BASE_URL, list };
}

/** The picture of an emoji by its file name: the Unicode character drawn by the system's emoji font. */
export function emojiSvg(file: string): string | null {
  const emoji = emojis.find((candidate) => `${candidate.slug}.svg` === file);
  if (!emoji) return null;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">',
    `<text x="16" y="17" font-size="26" text-anchor="middle" dominant-baseline="central">${emoji.unicode}</text>`,
    '</svg>',
  ].join('');
}
