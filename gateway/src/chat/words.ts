import { CHAT_MASK_CHARACTER } from '@portal/contracts';

/** Words no chat on the platform shows; a room's anchor adds their own on top. */
export const PLATFORM_WORDS: readonly string[] = ['赌球', '代购彩票', '私彩', '刷礼物', '加微信', '裸聊', '法轮', '六合彩'];

/**
 * `content` with every occurrence of every word replaced by the mask character, one per character
 * (case-insensitive for Latin letters). Overlapping words are masked as their union.
 */
export function maskWords(content: string, words: Iterable<string>): string {
  const characters = [...content];
  const lower = characters.map((character) => character.toLowerCase());
  const masked = new Array<boolean>(characters.length).fill(false);
  for (const word of words) {
    const target = [...word.toLowerCase()];
    if (target.length === 0 || target.length > lower.length) continue;
    for (let start = 0; start + target.length <= lower.length; start += 1) {
      if (target.every((character, offset) => lower[start + offset] === character)) {
        masked.fill(true, start, start + target.length);
      }
    }
  }
  return characters.map((character, index) => (masked[index] ? CHAT_MASK_CHARACTER : character)).join('');
}
