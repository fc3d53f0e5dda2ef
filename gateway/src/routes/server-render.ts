import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_CHANNELS_HEADER, type PageHead } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/** What the web's server entry (web/src/entry-server.tsx, built to dist/server) exports. */
interface ServerEntry {
  renderPage(request: Request, options: { head?: PageHead }): Promise<Response>;
  setTransport(transport: typeof fetch): void;
  setChannelSource(source: (channel: string) => Promise<{ seq: number; state: unknown } | undefined>): void;
  renderSignInPrompt(pageName: string): string;
}

/** A page as the server rendered it: its status, the tags for the head and the app's markup. */
export interface RenderedPage {
  status: number;
  head: string;
  body: string;
  /** The channels whose state the page shows. */
  channels: readonly string[];
}

/**
 * Renders the page at `url` (a path and query) of the site at `origin` (`https://host`, as the
 * request came in), whose head the gateway read as `head`.
 */
export type PageRenderer = (
  origin: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
  head: PageHead,
) => Promise<RenderedPage>;

/** What the web's server build renders: pages, and the prompt a visitor gets on a page that needs a signed-in user. */
export interface ServerRenderer {
  page: PageRenderer;
  /** The markup of the sign-in prompt for the page named `pageName`, for #root. */
  signInPrompt(pageName: string): string;
}

/** The tags React writes before the app when it renders a part of a document: the page's head. */
const leadingHeadTag = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;
/** JSON-LD, which HeadContent renders in place: it stays in the app, where the browser's render has it too. */
const leadingJsonLd = /^<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/;

/** Splits React's markup into the head tags it hoisted to the front and the app itself. */
export function splitHead(markup: string): { head: string; body: string } {
  let rest = markup.replace(/^<!DOCTYPE html>/i, '');
  const head: string[] = [];
  const kept: string[] = [];
  for (;;) {
    const tag = leadingHeadTag.exec(rest);
    const jsonLd = tag === null ? leadingJsonLd.exec(rest) : null;
    const found = tag ?? jsonLd;
    if (found === null) break;
    (tag !== null ? head : kept).push(found[0]);
    rest = rest.slice(found[0].length);
  }
  return { head: head.join(''), body: kept.join('') + rest };
}

/** Headers a page's own render may pass on to the gateway's handlers: none that speak for the user. */
function forwardedHeaders(headers: Record<string, string | string[] | undefined>): Headers {
  const forwarded = new Headers();
  for (const name of ['accept-language', 'user-agent']) {
    const value = headers[name];
    if (typeof value === 'string') forwarded.set(name, value);
  }
  forwarded.set('accept', 'text/html');
  return forwarded;
}

/**
 * The server renderer of the built web, or undefined while there is no server build. The app's
 * calls go to this gateway's own handlers in process (`inject`), signed out: a rendered page shows
 * what any visitor sees, and the browser adds what is the user's own once it has hydrated.
 */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<ServerRenderer | undefined> {
  const entryFile = path.join(webDist, 'server', 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.setTransport(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, 'sec-fetch-site': 'same-origin' },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined ? [] : (Array.isArray(value) ? value : [String(value)]).map((one): [string, string] => [name, one]),
      ),
    });
  });
  entry.setChannelSource(async (channel) => app.realtimeSockets?.snapshot(channel));
  const page: PageRenderer = async (origin, url, headers, head) => {
    const response = await entry.renderPage(new Request(new URL(url, origin), { headers: forwardedHeaders(headers) }), { head });
    if (response.status >= 300 && response.status < 400) return { status: response.status, head: '', body: '', channels: [] };
    const channels = (response.headers.get(PAGE_CHANNELS_HEADER) ?? '').split(' ').filter((channel) => channel !== '');
    return { status: response.status, ...splitHead(await response.text()), channels };
  };
  return { page, signInPrompt: (pageName) => entry.renderSignInPrompt(pageName) };
}

/** Pages kept at most, whatever their age. */
const MAX_KEPT_PAGES = 500;

/** What a kept page must tell: whether it may be kept, and the channels whose state it shows. */
export interface Keepable {
  status: number;
  channels: readonly string[];
}

/**
 * Pages kept for `ttlMs` after they were made, served again to the next visitors of the same
 * address: every visitor gets the same page (rendered signed out), so one render serves them all.
 * A page is dropped as soon as one of the channels it shows changes (`onChange`), so a kept page is
 * never older than its data; nor is one made while a channel it shows changed. Visitors who come
 * while a page is being made wait for that one. Only pages that answered 200 or 404 are kept.
 */
export function keepPages<Page extends Keepable>(
  ttlMs: number,
  onChange: (listener: (channel: string) => void) => () => void,
  now: () => number = () => performance.now(),
): { page: (key: string, make: () => Promise<Page>) => Promise<Page>; stop: () => void } {
  const byChannel = new Map<string, Set<string>>();
  const kept = new LRUCache<string, Page>({
    max: MAX_KEPT_PAGES,
    ttl: ttlMs,
    perf: { now },
    ttlResolution: 0,
    dispose: (page, key) => {
      for (const channel of page.channels) {
        const keys = byChannel.get(channel);
        keys?.delete(key);
        if (keys?.size === 0) byChannel.delete(channel);
      }
    },
  });
  // The pages being made, each with the channels that changed since it began.
  const inFlight = new Map<string, { making: Promise<Page>; changed: Set<string> }>();
  const stop = onChange((channel) => {
    for (const { changed } of inFlight.values()) changed.add(channel);
    const keys = byChannel.get(channel);
    if (keys === undefined) return;
    for (const key of [...keys]) kept.delete(key);
  });
  return {
    stop,
    page: async (key, make) => {
      const found = kept.get(key);
      if (found !== undefined) return found;
      const under = inFlight.get(key);
      if (under !== undefined) return under.making;
      const changed = new Set<string>();
      // Made once it is in flight, so that a change from its very start counts.
      const making = Promise.resolve().then(make);
      inFlight.set(key, { making, changed });
      void making.then(
        (fresh) => {
          inFlight.delete(key);
          if (fresh.status !== 200 && fresh.status !== 404) return;
          // Made from data that changed meanwhile: served to those who waited for it, not kept.
          if (fresh.channels.some((channel) => changed.has(channel))) return;
          kept.set(key, fresh);
          for (const channel of fresh.channels) {
            const keys = byChannel.get(channel) ?? new Set<string>();
            keys.add(key);
            byChannel.set(channel, keys);
          }
        },
        () => inFlight.delete(key),
      );
      return making;
    },
  };
}
