// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { NewsExtras as Extras } from '@portal/contracts';
import { NewsExtras } from '../../src/community/NewsExtras';
import { envelope, fakeGateway, renderPage } from '../harness';

const extras = (match: Extras['match']): Extras => ({ id: 5, pictures: [], related: [], commentCount: 0, collected: false, match });

function stub(match: Extras['match']) {
  fakeGateway()
    .on(routes.inform.newsRecDetail, () => envelope(extras(match)))
    .on(routes.inform.newsRecommend, () => envelope([]))
    .on(routes.inform.newsComments, () => envelope({ list: [], total: 0, commentCount: 0, page: 1, pageSize: 10 }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a news article's extras", () => {
  it("link a report to its match's page, of the match's sport", async () => {
    stub({ id: 20785072, sport: 'basketball' });
    await renderPage(<NewsExtras id={5} />);
    expect((await screen.findByTestId('news-match')).getAttribute('href')).toBe('/basketball/live/20785072');
  });

  it('have no match link for an article about no match', async () => {
    stub(null);
    await renderPage(<NewsExtras id={5} />);
    await screen.findByTestId('news-collect');
    expect(screen.queryByTestId('news-match')).toBeNull();
  });
});
