import { describe, expect, it } from 'vitest';
import type { Emoji } from '@portal/contracts';
import { messagePieces, plainMessage } from '../../src/chat/emoji-text';

const smile: Emoji = { code: '[微笑]', name: '微笑', file: 'smile.svg', unicode: '🙂' };
const fire: Emoji = { code: '[火]', name: '火', file: 'fire.svg', unicode: '🔥' };

describe('messagePieces', () => {
  it('turns the codes of the emoji list into emojis and keeps the text around them', () => {
    expect(messagePieces('好球[微笑]进了[火][火]', [smile, fire])).toEqual([
      { kind: 'text', text: '好球' },
      { kind: 'emoji', emoji: smile },
      { kind: 'text', text: '进了' },
      { kind: 'emoji', emoji: fire },
      { kind: 'emoji', emoji: fire },
    ]);
  });

  it('leaves a bracketed word the list does not know as text', () => {
    expect(messagePieces('[不存在]好[微笑', [smile])).toEqual([{ kind: 'text', text: '[不存在]好[微笑' }]);
  });

  it('keeps markup as text', () => {
    expect(messagePieces('<img src=x onerror=alert(1)>', [smile])).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('reads emojis as their Unicode characters for the barrage', () => {
    expect(plainMessage('[火]绝杀[微笑]', [smile, fire])).toBe('🔥绝杀🙂');
  });
});
