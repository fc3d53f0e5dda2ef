import type { Gift } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { openingGift } from '../../src/wallet/GiftPanel';

const glowStick: Gift = { id: 1, name: '荧光棒', icon: '/g/1.svg', price: 1, currency: 'ticket', sort: 1 };
const ball: Gift = { id: 2, name: '足球', icon: '/g/2.svg', price: 10, currency: 'balance', sort: 2 };
const cup: Gift = { id: 3, name: '奖杯', icon: '/g/3.svg', price: 500, currency: 'balance', sort: 3 };
const catalogue = [glowStick, ball, cup];

describe('the gift a room panel opens on', () => {
  it('is the first the viewer can afford', () => {
    expect(openingGift(catalogue, { balance: 0, ticket: 5 })).toBe(glowStick);
    expect(openingGift(catalogue, { balance: 20, ticket: 0 })).toBe(ball);
    expect(openingGift([cup, ball], { balance: 20, ticket: 0 })).toBe(ball);
  });

  it('is the first bought with diamonds when the viewer can afford none', () => {
    expect(openingGift(catalogue, { balance: 0, ticket: 0 })).toBe(ball);
  });

  it('is the first of the catalogue for a visitor', () => {
    expect(openingGift(catalogue, null)).toBe(glowStick);
    expect(openingGift([], null)).toBeNull();
  });
});
