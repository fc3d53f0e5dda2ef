// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { NewsExtras as Extras } from '@portal/contracts';
import { NewsExtras } from '../../src/community/NewsExtras';
import { envelope, renderLive, stubGateway } from '../live/support';

const extras = (match: Extras['match']): Extras => ({ id: 5, pictures: [], related: [], commentCount: 0, collected: false, match });

function stub(match: Extras['match']) {
  stubGateway({
    '/inform/info/rec-detail': () => envelope(extras(match)),
    '/inform/info/recommend': () => envelope([]),
    '/inform/info/comment/list/byPost': () => envelope({ list: [], total: 0, commentCount: 0, page: 1, pageSize: 10 }),
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a news article's extras", () => {
  it("link a report to its match's page, of the match's sport", async () => {
    stub({ id: 20785072, sport: 'basketball' });
    await renderLive(<NewsExtras id={5} />);
    expect((await screen.findByTestId('news-match')).getAttribute('href')).toBe('/basketball/live/20785072');
  });

  it('have no match link for an article about no match', async () => {
    stub(null);
    await renderLive(<NewsExtras id={5} />);
    await screen.findByTestId('news-collect');
    expect(screen.queryByTestId('news-match')).toBeNull();
  });
});
