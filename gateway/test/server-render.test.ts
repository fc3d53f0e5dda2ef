import { describe, expect, it } from 'vitest';
import { keepPages, splitHead, type PageRenderer, type RenderedPage } from '../src/routes/server-render';
import { fillShell } from '../src/routes/web-pages';

/** A renderer that counts its renders and writes its nonce and the render's number into the page. */
function countingRenderer(channels: readonly string[] = ['match:football:1']) {
  let renders = 0;
  const render: PageRenderer = async (_origin, url, _headers, nonce) => {
    renders += 1;
    return { status: 200, head: `<title>${url}</title>`, body: `<script nonce="${nonce}">render ${renders}</script>`, channels } satisfies RenderedPage;
  };
  return { render, renders: () => renders };
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
  it('serve the next visitors of the address from one render, each with a nonce of its own', async () => {
    const renderer = countingRenderer();
    const { onChange } = changes();
    const { render } = keepPages(renderer.render, 60_000, onChange);
    const [first, second] = await Promise.all([render('http://a', '/x', {}, 'n1'), render('http://a', '/x', {}, 'n2')]);
    const third = await render('http://a', '/x', {}, 'n3');
    expect(renderer.renders()).toBe(1);
    expect(first.body).toBe('<script nonce="n1">render 1</script>');
    expect(second.body).toBe('<script nonce="n2">render 1</script>');
    expect(third.body).toBe('<script nonce="n3">render 1</script>');
    await render('http://a', '/y', {}, 'n4');
    expect(renderer.renders()).toBe(2);
  });

  it('render again once a channel the page shows changed, and not for another channel', async () => {
    const renderer = countingRenderer(['match:football:1']);
    const { onChange, change } = changes();
    const { render } = keepPages(renderer.render, 60_000, onChange);
    await render('http://a', '/football/live/1', {}, 'n');
    change('match:football:2');
    await render('http://a', '/football/live/1', {}, 'n');
    expect(renderer.renders()).toBe(1);
    change('match:football:1');
    const again = await render('http://a', '/football/live/1', {}, 'n');
    expect(renderer.renders()).toBe(2);
    expect(again.body).toContain('render 2');
  });

  it('render again once the page is older than its time', async () => {
    let now = 1_000;
    const renderer = countingRenderer([]);
    const { render } = keepPages(renderer.render, 5_000, changes().onChange, () => now);
    await render('http://a', '/news', {}, 'n');
    now += 4_000;
    await render('http://a', '/news', {}, 'n');
    expect(renderer.renders()).toBe(1);
    now += 2_000;
    await render('http://a', '/news', {}, 'n');
    expect(renderer.renders()).toBe(2);
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
