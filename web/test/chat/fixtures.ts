import type { BanEntry, ChatLine, ModerationAct } from '@portal/contracts';

export function chatLine(id: number, overrides: Partial<ChatLine> = {}): ChatLine {
  return {
    id,
    roomId: 7,
    matchId: null,
    kind: 'text',
    user: { id: 100 + id, nickName: `球迷${id}`, portrait: null, level: 1 },
    content: `消息${id}`,
    createdAt: 1_700_000_000_000 + id * 1_000,
    ...overrides,
  };
}

export function windowOf(...lines: ChatLine[]): Record<string, ChatLine> {
  return Object.fromEntries(lines.map((line) => [String(line.id), line]));
}

export const anchorUser = { id: 1, nickName: '主播甲', portrait: null };
export const viewerUser = { id: 42, nickName: '捣乱者', portrait: null };

export function act(id: number, overrides: Partial<ModerationAct> = {}): ModerationAct {
  return {
    id,
    roomId: 7,
    action: 'ban',
    actor: anchorUser,
    target: viewerUser,
    detail: '10分钟',
    createdAt: 1_700_000_000_000 + id * 1_000,
    ...overrides,
  };
}

export function ban(id: number, overrides: Partial<BanEntry> = {}): BanEntry {
  return {
    id,
    roomId: 7,
    user: viewerUser,
    until: null,
    reason: '',
    bannedBy: anchorUser,
    createdAt: 1_700_000_000_000 + id * 1_000,
    ...overrides,
  };
}
