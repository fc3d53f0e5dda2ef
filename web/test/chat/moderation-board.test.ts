import { describe, expect, it } from 'vitest';
import type { ModerationChange } from '@portal/contracts';
import {
  EMPTY_BOARD,
  applyModerationChange,
  type ModerationBoard,
  bansInForce,
  deletedMessages,
} from '../../src/chat/moderation-board';
import { act, ban, viewerUser } from './fixtures';

const manager = { id: 9, roomId: 7, user: viewerUser, createdAt: 1 };

describe('applyModerationChange', () => {
  it('adds a ban and its act, once even when the change arrives twice', () => {
    const change: ModerationChange = { change: 'banAdded', roomId: 7, ban: ban(1), act: act(1) };
    const once = applyModerationChange(EMPTY_BOARD, change);
    expect(once.bans.map((entry) => entry.id)).toEqual([1]);
    expect(once.log.map((entry) => entry.id)).toEqual([1]);
    expect(applyModerationChange(once, change)).toEqual(once);
  });

  it('replaces the earlier ban of a user banned again', () => {
    let board = applyModerationChange(EMPTY_BOARD, { change: 'banAdded', roomId: 7, ban: ban(1), act: act(1) });
    board = applyModerationChange(board, { change: 'banAdded', roomId: 7, ban: ban(2, { until: 5 }), act: act(2) });
    expect(board.bans.map((entry) => entry.id)).toEqual([2]);
  });

  it('removes a ban and a manager', () => {
    let board: ModerationBoard = { bans: [ban(1)], managers: [manager], log: [] };
    board = applyModerationChange(board, { change: 'banRemoved', roomId: 7, banId: 1, act: act(2, { action: 'unban' }) });
    board = applyModerationChange(board, {
      change: 'managerRemoved',
      roomId: 7,
      managerId: 9,
      act: act(3, { action: 'managerRemove' }),
    });
    expect(board.bans).toEqual([]);
    expect(board.managers).toEqual([]);
    expect(board.log.map((entry) => entry.id)).toEqual([3, 2]);
  });

  it('adds a manager', () => {
    const board = applyModerationChange(EMPTY_BOARD, {
      change: 'managerAdded',
      roomId: 7,
      manager,
      act: act(1, { action: 'managerAdd' }),
    });
    expect(board.managers).toEqual([manager]);
  });

  it('lists deleted messages from the log', () => {
    const board = applyModerationChange(EMPTY_BOARD, {
      change: 'messageDeleted',
      roomId: 7,
      messageId: 5,
      act: act(4, { action: 'messageDelete', detail: '广告内容' }),
    });
    expect(deletedMessages(board.log).map((entry) => entry.detail)).toEqual(['广告内容']);
  });
});

describe('bansInForce', () => {
  it('keeps permanent bans and bans not yet over', () => {
    expect(bansInForce([ban(1), ban(2, { until: 100 }), ban(3, { until: 101 })], 100).map((entry) => entry.id)).toEqual([1, 3]);
  });
});
