import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AUTH_COOKIE, type PageHead, type PageMeta, pageNameOf, redirectForVisitor, ResultCode, unknownApiMessage } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handleError, sendFailure } from '../http/errors';
import { sendServedPage, servedPage, type ServedPage } from './served-page';
import { keepPages, loadPageRenderer, type PageRenderer, type RenderedPage } from './server-render';
import { webPageHeads } from './web-page-head';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function notBuiltShell(): string {
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '<head>',
    '<meta charset="utf-8">',
    '<title></title>',
    '<meta name="description" content="">',
    '</head>',
    '<body><p>网页尚未构建：请先运行 npm run build -w @portal/web。</p></body>',
    '</html>',
  ].join('\n');
}

const titlePattern = /<title>[\s\S]*?<\/title>/i;
const descriptionPattern = /<meta\s+[^>]*name=["']description["'][^>]*>/i;

/** The page's HTML with its title and description in place, so crawlers read them without JavaScript. */
export function renderPage(template: string, meta: PageMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(meta.description)}">`;
  let html = titlePattern.test(template)
    ? template.replace(titlePattern, () => title)
    : template.replace(/<head>/i, (head) => `${head}\n${title}`);
  html = descriptionPattern.test(html)
    ? html.replace(descriptionPattern, () => description)
    : html.replace(titlePattern, (found) => `${found}\n${description}`);
  return html;
}

/**
 * The shell with the server's rendering of the page in it: the app's markup inside #root, and the
 * head tags of the page (title, description, canonical, Open Graph, JSON-LD) in place of the shell's.
 */
export function fillShell(template: string, page: RenderedPage): string {
  let html = template;
  if (page.head.includes('<title>')) html = html.replace(titlePattern, '').replace(descriptionPattern, '');
  html = html.replace(/<\/head>/i, () => `${page.head}</head>`);
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.body}</div>`);
}

const NO_INDEX = '<meta name="robots" content="noindex">';

/** A browser, a crawler or curl: anything that does not ask for JSON only. */
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || (accept.includes('*/*') && !accept.includes('application/json'));
}

/** Files and the assets folder never fall back to a page: a missing one is a 404. */
function isAssetPath(pathname: string): boolean {
  return pathname.startsWith('/assets') || /\.[^/]+$/.test(pathname) || pathname.includes('%2e') || pathname.includes('%2E');
}

function pathnameOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The built web's index.html, read again when a build replaces it while the gateway runs (its
 * scripts' names change with each build, and the old ones are gone); the shell that says the web
 * is not built while there is none.
 */
function indexTemplate(indexFile: string): () => Promise<string> {
  let kept: { modified: number; text: string } | undefined;
  return async () => {
    const modified = await stat(indexFile).then(
      (file) => file.mtimeMs,
      () => undefined,
    );
    if (modified === undefined) return notBuiltShell();
    if (kept?.modified !== modified) kept = { modified, text: await readFile(indexFile, 'utf8') };
    return kept.text;
  };
}

/** The server's rendering of the page, or undefined (the bare shell) when it redirected or failed. */
async function renderSafely(request: FastifyRequest, render: PageRenderer, head: PageHead): Promise<RenderedPage | undefined> {
  try {
    const rendered = await render(`${request.protocol}://${request.host}`, request.raw.url ?? '/', request.headers, head);
    return rendered.status >= 300 && rendered.status < 400 ? undefined : rendered;
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed');
    return undefined;
  }
}

/**
 * Serves the built web: hashed assets with a long cache, and for every path of a web page the
 * index.html with that page's title and description. Whatever else nobody handles ends here too:
 * a browser gets the same index.html with status 404 (the web shows its not-found page), as it
 * does on a page whose id names nothing; a client asking for JSON gets the 404 envelope.
 */
export async function registerWebPages(app: FastifyInstance, webDist: string, pageCacheMs = 0): Promise<void> {
  const template = indexTemplate(path.join(webDist, 'index.html'));
  const pageHeads = webPageHeads(app);
  const renderer = await loadPageRenderer(app, webDist);
  const sockets = app.realtimeSockets;

  /** The page as a visitor sees it: the server's rendering in the shell, or the shell alone when it could not render. */
  async function visitorPage(request: FastifyRequest, renderer: PageRenderer): Promise<ServedPage> {
    // Whether the page names something (its id a match, an article, a team, a plan…), and its head.
    const head = await pageHeads(request.raw.url ?? '/');
    const shell = renderPage(await template(), head);
    const rendered = await renderSafely(request, renderer, head);
    if (rendered === undefined) return servedPage(head.found ? 200 : 404, shell);
    return servedPage(head.found && rendered.status === 200 ? 200 : 404, fillShell(shell, rendered), rendered.channels);
  }
  let visitorPageOf = visitorPage;
  if (pageCacheMs > 0 && sockets !== undefined) {
    const keeping = keepPages<ServedPage>(pageCacheMs, (listener) => sockets.onChange(listener));
    app.addHook('onClose', async () => keeping.stop());
    visitorPageOf = (request, renderer) =>
      keeping.page(`${request.protocol}://${request.host}${request.raw.url ?? '/'}`, () => visitorPage(request, renderer));
  }

  if (existsSync(webDist)) {
    const assetsDir = path.join(webDist, 'assets') + path.sep;
    // A path that leaves the folder is refused by the file server as forbidden; to the client it is
    // just not there.
    await app.register(async (files) => {
      files.setErrorHandler((error, request, reply) =>
        (error as { statusCode?: unknown }).statusCode === 403
          ? sendFailure(reply, ResultCode.NOT_FOUND, unknownApiMessage(request.method, pathnameOf(request)))
          : handleError(error, request, reply),
      );
      await files.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: true,
        // The build writes a .br and a .gz beside each text asset (web/vite.config.ts).
        preCompressed: true,
        cacheControl: false,
        // Only file names reach the disk: directories and page paths fall through to the page handler.
        allowedPath: (pathname) => pathname !== '/index.html' && /\.[^/]+$/.test(pathname),
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.startsWith(assetsDir) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
          );
        },
      });
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const pathname = pathnameOf(request);
    if (isRead && acceptsHtml(request) && !isAssetPath(pathname)) {
      // The server renders what a visitor sees; a signed-in user's page is left to the browser, which
      // knows who is signed in.
      const visitor = request.cookies[AUTH_COOKIE] === undefined;
      const needsSignIn = redirectForVisitor(pathname, false) !== null;
      if (renderer !== undefined && visitor && !needsSignIn) return sendServedPage(request, reply, await visitorPageOf(request, renderer.page));
      const head = await pageHeads(request.raw.url ?? '/');
      const shell = renderPage(await template(), head);
      // A visitor on a page of their own gets the sign-in prompt: never anybody's data, never indexed.
      if (renderer !== undefined && visitor && needsSignIn && head.found) {
        const prompt = { status: 200, head: NO_INDEX, body: renderer.signInPrompt(pageNameOf(head.title)), channels: [] };
        return sendServedPage(request, reply, servedPage(200, fillShell(shell, prompt)));
      }
      return sendServedPage(request, reply, servedPage(head.found ? 200 : 404, shell));
    }
    return sendFailure(reply, ResultCode.NOT_FOUND, unknownApiMessage(request.method, pathname));
  });
}
