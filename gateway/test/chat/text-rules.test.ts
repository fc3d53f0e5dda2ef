import { describe, expect, it } from 'vitest';
import { bannedMessage } from '@portal/contracts';
import { maskWords, PLATFORM_WORDS } from '../../src/chat/words';
import { socketOriginAllowed } from '../../src/realtime/channels/socket';

describe('word masking', () => {
  it('masks every occurrence, character by character, ignoring Latin case, and leaves other text as it is', () => {
    expect(maskWords('加微信，加微信！', PLATFORM_WORDS)).toBe('***，***！');
    expect(maskWords('VIP代购 vip', ['vip'])).toBe('***代购 ***');
    expect(maskWords('黑哨黑哨', ['哨黑'])).toBe('黑**哨');
    expect(maskWords('<b>赌球</b> 😀', PLATFORM_WORDS)).toBe('<b>**</b> 😀');
    expect(maskWords('裁判', [''])).toBe('裁判');
  });
});

describe('the socket Origin check', () => {
  it('lets in non-browser clients, pages of the same host, listed origins and the loopback dev proxy, and nothing else', () => {
    expect(socketOriginAllowed(undefined, 'portal.example')).toBe(true);
    expect(socketOriginAllowed('https://portal.example', 'portal.example')).toBe(true);
    expect(socketOriginAllowed('https://evil.example', 'portal.example')).toBe(false);
    expect(socketOriginAllowed('https://m.portal.example', 'portal.example', ['https://m.portal.example'])).toBe(true);
    expect(socketOriginAllowed('http://localhost:5173', '127.0.0.1:8080')).toBe(true);
    expect(socketOriginAllowed('http://localhost:5173', 'portal.example')).toBe(false);
    expect(socketOriginAllowed('null', 'portal.example')).toBe(false);
  });
});

describe('the ban refusal', () => {
  it('names the end of a timed ban in Beijing time, and says when a ban is for good', () => {
    expect(bannedMessage(Date.UTC(2025, 0, 1, 16, 5))).toBe('你已被禁言，解除时间 2025-01-02 00:05');
    expect(bannedMessage(null)).toBe('你已被永久禁言');
  });
});
