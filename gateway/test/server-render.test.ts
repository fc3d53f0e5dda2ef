import { describe, expect, it } from 'vitest';
import { keepPages, splitHead } from '../src/routes/server-render';
import { fillShell } from '../src/routes/web-pages';

/** Makes pages that count their makings and write the making's number into the page. */
function countingMaker(channels: readonly string[] = ['match:football:1']) {
  let made = 0;
  const make = async (status = 200) => {
    made += 1;
    return { status, html: `render ${made}`, channels };
  };
  return { make, made: () => made };
}

function changes() {
  const listeners = new Set<(channel: string) => void>();
  return {
    onChange: (listener: (channel: string) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (channel: string) => {
      for (const listener of listeners) listener(channel);
    },
  };
}

describe('pages kept after the server rendered them', () => {
  it('serve the next visitors of the address from one render', async () => {
    const maker = countingMaker();
    const { page } = keepPages<Awaited<ReturnType<typeof maker.make>>>(60_000, changes().onChange);
    const [first, second] = await Promise.all([page('http://a/x', () => maker.make()), page('http://a/x', () => maker.make())]);
    const third = await page('http://a/x', () => maker.make());
    expect(maker.made()).toBe(1);
    expect([first.html, second.html, third.html]).toEqual(['render 1', 'render 1', 'render 1']);
    await page('http://a/y', () => maker.make());
    expect(maker.made()).toBe(2);
  });

  it('render again once a channel the page shows changed, and not for another channel', async () => {
    const maker = countingMaker(['match:football:1']);
    const { onChange, change } = changes();
    const { page } = keepPages<Awaited<ReturnType<typeof maker.make>>>(60_000, onChange);
    await page('http://a/football/live/1', () => maker.make());
    change('match:football:2');
    await page('http://a/football/live/1', () => maker.make());
    expect(maker.made()).toBe(1);
    change('match:football:1');
    const again = await page('http://a/football/live/1', () => maker.make());
    expect(maker.made()).toBe(2);
    expect(again.html).toBe('render 2');
  });

  it('serve a page whose channel changed while it was rendered to those who waited, and keep none of it', async () => {
    const maker = countingMaker(['match:football:1']);
    const { onChange, change } = changes();
    const { page } = keepPages<Awaited<ReturnType<typeof maker.make>>>(60_000, onChange);
    const waited = page('http://a/football/live/1', async () => {
      change('match:football:1');
      return maker.make();
    });
    expect((await waited).html).toBe('render 1');
    expect((await page('http://a/football/live/1', () => maker.make())).html).toBe('render 2');
    expect((await page('http://a/football/live/1', () => maker.make())).html).toBe('render 2');
  });

  it('keep no page that answered neither 200 nor 404', async () => {
    const maker = countingMaker([]);
    const { page } = keepPages<Awaited<ReturnType<typeof maker.make>>>(60_000, changes().onChange);
    await page('http://a/x', () => maker.make(500));
    await page('http://a/x', () => maker.make(500));
    expect(maker.made()).toBe(2);
  });

  it('render again once the page is older than its time', async () => {
    let now = 1_000;
    const maker = countingMaker([]);
    const { page } = keepPages<Awaited<ReturnType<typeof maker.make>>>(5_000, changes().onChange, () => now);
    await page('http://a/news', () => maker.make());
    now += 4_000;
    await page('http://a/news', () => maker.make());
    expect(maker.made()).toBe(1);
    now += 2_000;
    await page('http://a/news', () => maker.make());
    expect(maker.made()).toBe(2);
  });
});

describe('the page in the shell', () => {
  it('moves the tags React hoisted into the head, leaves JSON-LD in the app, and replaces the shell title', () => {
    const markup =
      '<!DOCTYPE html><title>A_好球直播</title><meta name="description" content="d"/><link rel="canonical" href="http://a/x"/>' +
      '<script type="application/ld+json">{"@type":"SportsEvent"}</script><meta property="og:title" content="A"/><div>app</div>';
    const { head, body } = splitHead(markup);
    expect(head).toBe('<title>A_好球直播</title><meta name="description" content="d"/><link rel="canonical" href="http://a/x"/><meta property="og:title" content="A"/>');
    expect(body).toBe('<script type="application/ld+json">{"@type":"SportsEvent"}</script><div>app</div>');
    const shell = '<html><head><title>shell</title><meta name="description" content="s"></head><body><div id="root"></div></body></html>';
    const html = fillShell(shell, { status: 200, head, body, channels: [] });
    expect(html).not.toContain('<title>shell</title>');
    expect(html).toContain(`${head}</head>`);
    expect(html).toContain(`<div id="root">${body}</div>`);
  });
});
