import { describe, expect, it } from 'vitest';
import { BANNER_JUMP_INTERNAL, BANNER_PAGES, bannerTarget, type BannerJump } from '../../src/routes/_home/-home/banner-jump';

function banner(fields: Partial<BannerJump>): BannerJump {
  return { jumpType: BANNER_JUMP_INTERNAL, innerPageId: null, targetId: null, outerLink: null, ...fields };
}

describe('internal jumps', () => {
  it.each([
    [1, '/football'],
    [2, '/basketball'],
    [3, '/live/all'],
    [4, '/football/live/88'],
    [5, '/basketball/live/88'],
    [6, '/guide'],
    [7, '/guide/expert/info/88'],
    [8, '/news'],
    [9, '/youliao'],
    [10, '/live/room/88'],
  ])('page %i goes to %s', (innerPageId, to) => {
    expect(bannerTarget(banner({ innerPageId, targetId: 88 }))).toEqual({ kind: 'internal', to });
  });

  it('exports the table of the ten pages', () => {
    expect(Object.keys(BANNER_PAGES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(BANNER_PAGES[4]).toBe('/football/live');
  });

  it('appends the id only for pages 4, 5, 7 and 10', () => {
    const withId = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((innerPageId) => {
      const target = bannerTarget(banner({ innerPageId, targetId: 'x1' }));
      return target.kind === 'internal' && target.to.endsWith('/x1');
    });
    expect(withId).toEqual([4, 5, 7, 10]);
  });

  it('accepts numbers sent as strings and encodes the id', () => {
    expect(bannerTarget(banner({ jumpType: '1', innerPageId: '10', targetId: ' a b ' }))).toEqual({
      kind: 'internal',
      to: '/live/room/a%20b',
    });
  });

  it.each([
    ['no target id', banner({ innerPageId: 4, targetId: null })],
    ['an empty target id', banner({ innerPageId: 7, targetId: '' })],
    ['no page', banner({ innerPageId: null, targetId: 1 })],
    ['page 0', banner({ innerPageId: 0 })],
    ['page 11', banner({ innerPageId: 11 })],
    ['a fractional page', banner({ innerPageId: 1.5 })],
  ])('goes nowhere with %s', (_case, input) => {
    expect(bannerTarget(input)).toEqual({ kind: 'none' });
  });

  it('ignores the outer link of an internal jump', () => {
    expect(bannerTarget(banner({ innerPageId: 8, outerLink: 'https://example.com' }))).toEqual({
      kind: 'internal',
      to: '/news',
    });
  });
});

describe('external jumps', () => {
  it.each([0, 2, 3, null])('jump type %s opens the outer link', (jumpType) => {
    expect(bannerTarget(banner({ jumpType, innerPageId: 1, outerLink: ' https://example.com/promo?a=1 ' }))).toEqual({
      kind: 'external',
      href: 'https://example.com/promo?a=1',
    });
  });

  it('accepts a path of the site as the outer link', () => {
    expect(bannerTarget(banner({ jumpType: 2, outerLink: '/app' }))).toEqual({ kind: 'external', href: '/app' });
  });

  it.each([null, undefined, '', '   '])('goes nowhere without a link (%j)', (outerLink) => {
    expect(bannerTarget(banner({ jumpType: 2, outerLink }))).toEqual({ kind: 'none' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'example.com', '/\\evil.example'])(
    'refuses the unsafe or unusable link %j',
    (outerLink) => {
      expect(bannerTarget(banner({ jumpType: 2, outerLink }))).toEqual({ kind: 'none' });
    },
  );
});
