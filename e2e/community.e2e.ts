import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signUp } from './support/accounts';
import { launchBrowser, openPortalInBrowser, type LaunchedBrowser } from './support/browser';
import type { Portal } from './support/portal';

const AUTHOR = newUser('发帖球友');
const FAN = newUser('评论球友');
/** Markup that would run if any page put user text into the DOM as HTML. */
const HOSTILE = '<img src=x onerror="window.__injected=1">';
/** A 4×3 PNG: small enough to inline, a real image to decode and thumbnail. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGOQn5sNRww4OQAKTA3VHIkD0QAAAABJRU5ErkJggg==',
  'base64',
);

let portal: Portal;
let authorPage: Page;
let closeAuthorAndPortal = async () => {};
let fanBrowser: LaunchedBrowser;
let fanPage: Page;
let postUrl = '';

const injected = (page: Page) => page.evaluate(() => (window as unknown as { __injected?: number }).__injected ?? null);

/** Comments `words` followed by the hostile markup, and checks the comment shows it all as text. */
async function commentAndSeeText(page: Page, words: string) {
  await page.getByTestId('comment-input').fill(`${words} ${HOSTILE}`);
  await page.getByTestId('comment-submit').click();
  const comment = page.getByTestId('comment').filter({ hasText: words });
  await comment.waitFor();
  expect(await comment.locator('.comment__text').textContent()).toBe(`${words} ${HOSTILE}`);
}

describe('community', () => {
  beforeAll(async () => {
    ({ portal, page: authorPage, close: closeAuthorAndPortal } = await openPortalInBrowser());
    fanBrowser = await launchBrowser();
    fanPage = await fanBrowser.context.newPage();
  });

  afterAll(async () => {
    await fanBrowser?.close();
    await closeAuthorAndPortal();
  });

  it('a user writes a post with a picture in a circle', async () => {
    await signUp(portal.url, authorPage, AUTHOR);
    await authorPage.goto(`${portal.url}/v/posting`);
    await authorPage.getByTestId('post-circle').selectOption({ label: '英超' });
    await authorPage.getByTestId('post-content').fill(`今晚英超谁能赢？${HOSTILE}`);
    await authorPage.getByTestId('post-picture-input').setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: PNG });
    await authorPage.getByTestId('uploaded-picture').waitFor();
    await authorPage.getByTestId('post-submit').click();

    await authorPage.waitForURL((url) => url.pathname.startsWith('/community/circle-detail/'), { timeout: 15_000 });
    postUrl = authorPage.url();
    await authorPage.getByTestId('post-detail').waitFor();
    expect(await authorPage.getByTestId('post-text').textContent()).toBe(`今晚英超谁能赢？${HOSTILE}`);
    const thumb = authorPage.locator('.post-pictures img');
    expect(await thumb.count()).toBe(1);
    expect(await thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(4);
    expect(await injected(authorPage)).toBeNull();
  });

  it('another user comments and likes it, and the author sees the reply and the unread count live', async () => {
    await authorPage.goto(`${portal.url}/v/message`);
    await authorPage.getByTestId('message-tab-reply').waitFor();
    expect(await authorPage.getByTestId('unread-reply').count()).toBe(0);

    await signUp(portal.url, fanPage, FAN);
    await fanPage.goto(postUrl);
    await fanPage.getByTestId('post-detail').waitFor();
    await commentAndSeeText(fanPage, '说得对');
    await fanPage.getByTestId('post-like').click();
    await expect.poll(() => fanPage.getByTestId('post-like').textContent()).toContain('1');
    expect(await injected(fanPage)).toBeNull();

    // No reload on the author's side: the counts and the reply arrive over the socket.
    await authorPage.getByTestId('unread-reply').waitFor({ timeout: 15_000 });
    expect(await authorPage.getByTestId('unread-reply').textContent()).toBe('1');
    await expect.poll(() => authorPage.getByTestId('unread-like').textContent(), { timeout: 15_000 }).toBe('1');
    // The header's count follows too: the system notice, the reply and the like.
    await expect.poll(() => authorPage.getByTestId('header-unread').textContent(), { timeout: 15_000 }).toBe('3');
    const reply = authorPage.getByTestId('message').filter({ hasText: FAN.nickName });
    await reply.waitFor({ timeout: 15_000 });
    // The notice quotes the comment's first 40 characters, as text.
    expect(await reply.locator('.message__text').textContent()).toBe(`评论了你的帖子：${`说得对 ${HOSTILE}`.slice(0, 40)}…`);
    expect(await injected(authorPage)).toBeNull();
  });

  it('a news comment is shown as text too', async () => {
    await fanPage.goto(`${portal.url}/news`);
    await fanPage.locator('a.news-item__title').first().click();
    await fanPage.getByTestId('comment-input').waitFor();
    await commentAndSeeText(fanPage, '好文章');
    expect(await injected(fanPage)).toBeNull();
  });
});
