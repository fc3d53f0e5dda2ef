// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { PersonalSpace } from '../../src/community/UserPages';
import { envelope, fakeGateway, renderPage } from '../harness';
import { reservation } from '../live/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an anchor's space", () => {
  it('lists the matches the anchor reserved with their kick-off, each leading to its page in its sport', async () => {
    fakeGateway()
      .on(routes.user.personalSpace, () =>
        envelope({ id: 1, nickName: '球评老王', portrait: '', level: 12, isAnchor: 1, isExpert: 0, signature: '', followerCount: 5, followingCount: 3 }))
      .on(routes.api.userInfo, () =>
        envelope({ id: 1, nickName: '球评老王', portrait: '', level: 12, isAnchor: 1, signature: '', followerCount: 5, roomId: 1, isLive: 1, onAir: true, followed: false }))
      .on(routes.api.matchList, () => envelope([reservation(900), reservation(901, { matchType: 2, leagueName: 'CBA', homeName: '广东', awayName: '辽宁' })]));
    await renderPage(<PersonalSpace id={1} headerNavIndex={2} />);
    const rows = await screen.findAllByTestId('space-reserved-match');
    expect(rows.map((row) => row.textContent)).toEqual(['11-28 20:00 英超曼城 vs 热刺', '11-28 20:00 CBA广东 vs 辽宁']);
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual(['/football/live/900', '/basketball/live/901']);
    expect(screen.getByTestId('space-room').textContent).toBe('直播中 · 进入直播间');
  });
});
