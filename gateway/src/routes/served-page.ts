import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** The encodings a served page is kept in besides its bytes, the preferred first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const encoders: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  // A page is compressed once for all its visitors, off the event loop, so it can afford a better
  // level than an answer compressed per request.
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 6 }),
};

// The answers for the Accept-Encoding headers seen last (browsers send a handful of them).
const encodingOf = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS], cache: new LRUCache<string, string>({ max: 64 }) });

/** Inline scripts that run: neither loaded from a file nor a data block such as JSON-LD. */
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const loadsOrHoldsData = /\bsrc\s*=|\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** The CSP sources (`'sha256-…'`) that let exactly the inline scripts of `html` run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(inlineScript)) {
    if (loadsOrHoldsData.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * A whole HTML page as every visitor gets it: the same bytes, so it is compressed once per encoding,
 * and its inline scripts (the data it was rendered from) are let in by their hashes rather than by a
 * nonce of each response.
 */
export interface ServedPage {
  status: number;
  /** The channels whose state the page shows; none for a page that shows no live data. */
  channels: readonly string[];
  bytes: Buffer;
  scriptHashes: readonly string[];
  /** The page compressed with `encoding`, made at the first visitor who accepts it. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

export function servedPage(status: number, html: string, channels: readonly string[] = []): ServedPage {
  const bytes = Buffer.from(html, 'utf8');
  const encoded = new Map<Encoding, Promise<Buffer>>();
  return {
    status,
    channels,
    bytes,
    scriptHashes: inlineScriptHashes(html),
    encoded: (encoding) => {
      let found = encoded.get(encoding);
      if (found === undefined) {
        found = encoders[encoding](bytes);
        encoded.set(encoding, found);
      }
      return found;
    },
  };
}

/** Adds the page's script hashes to the Content-Security-Policy's script-src. */
function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || hashes.length === 0) return;
  reply.header('content-security-policy', policy.replace(/script-src ([^;]*)/, (_, sources: string) => `script-src ${sources} ${hashes.join(' ')}`));
}

/** Sends `page` in the best encoding the client accepts; pages are revalidated on every visit. */
export async function sendServedPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage): Promise<FastifyReply> {
  allowInlineScripts(reply, page.scriptHashes);
  reply.code(page.status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = page.bytes.length > 1024 && accepted ? encodingOf.negotiate(accepted) : null;
  if (encoding === null) return reply.send(page.bytes);
  return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
}
