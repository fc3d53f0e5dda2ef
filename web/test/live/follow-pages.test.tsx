// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import type { AnchorCard, AttentionAnchor } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FollowedRooms } from '../../src/live/FollowPages';
import { envelope, fakeGateway, renderPage } from '../harness';
import { fan } from './fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (id: number, overrides: Partial<AnchorCard> = {}): AnchorCard => ({
  id,
  nickName: `主播${id}`,
  portrait: '',
  level: 5,
  isAnchor: 1,
  signature: '',
  followerCount: 10,
  roomId: id,
  isLive: 1,
  onAir: true,
  followed: false,
  ...overrides,
});

const followedRoom = (anchor: AnchorCard): AttentionAnchor => ({
  anchorId: anchor.id,
  nickName: anchor.nickName,
  portrait: '',
  level: anchor.level,
  roomId: anchor.roomId,
  title: `${anchor.nickName}的直播间`,
  cover: '',
  isLive: 1,
  onAir: true,
  followerCount: anchor.followerCount + 1,
  followedAt: '2026-11-29T06:00:00.000Z',
});

describe('/live/follow', () => {
  it('suggests anchors to follow, not those followed nor the user, and moves one followed up into the rooms', async () => {
    let follows: AnchorCard[] = [];
    const suggested = [card(21, { nickName: '<i>球评</i>', signature: '每晚八点' }), card(22, { followed: true }), card(fan.id), card(23, { onAir: false, roomId: null })];
    const gateway = fakeGateway()
      .on(routes.api.userRecommend, () => envelope(suggested.map((anchor) => ({ ...anchor, followed: anchor.followed || follows.some((f) => f.id === anchor.id) }))))
      .on(routes.api.pageAttention, () => envelope({ list: follows.map(followedRoom), total: follows.length }))
      .on(routes.api.operAttention, ({ url }) => {
        follows = suggested.filter((anchor) => anchor.id === Number(url.searchParams.get('targetId')));
        return envelope({ followed: true, followerCount: 11 });
      });
    await renderPage(<FollowedRooms />, { user: fan });

    expect(await screen.findByText('你还没有关注任何直播间')).toBeTruthy();
    const rows = await screen.findAllByTestId('recommended-anchor');
    expect(rows.map((row) => row.querySelector('.anchor-row__nick')?.textContent)).toEqual(['<i>球评</i>', '主播23']);
    expect(screen.getByTestId('recommended-anchors').querySelector('i')).toBeNull();
    expect(within(rows[0]!).getByText('每晚八点')).toBeTruthy();
    expect(within(rows[0]!).getByText('直播中').closest('a')?.getAttribute('href')).toBe('/live/room/21');
    expect(within(rows[1]!).queryByText('未开播')).toBeNull();
    expect(gateway.urls(routes.api.userRecommend)[0]?.searchParams.get('size')).toBe('8');

    fireEvent.click(within(rows[0]!).getByTestId('follow-button'));
    await waitFor(() => expect(screen.getAllByTestId('recommended-anchor')).toHaveLength(1));
    expect(gateway.urls(routes.api.operAttention)[0]?.searchParams.get('targetId')).toBe('21');
    expect(await screen.findByText('<i>球评</i>的直播间')).toBeTruthy();
    expect(screen.queryByText('你还没有关注任何直播间')).toBeNull();
  });
});
