import { crc32 } from 'node:zlib';
import { UPLOAD_PIXELS_ERROR, UPLOAD_UNREADABLE_ERROR } from '@portal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, accountsClient, buildAccountsApp, envelope, freshMobile } from './support';

// Every route that takes a picture keeps only its clean copy: decoded, upright, without metadata,
// and refuses one too large in pixels (from its header, before decoding) or one that does not decode.

let ctx: AccountsTestApp;
let client: ReturnType<typeof accountsClient>;
let token = '';

/** The three upload routes, each answering the URL of the one picture sent. */
const ROUTES = [
  { path: '/user/common/multiUploadBase64', body: (image: string) => ({ images: [image] }), url: (data: unknown) => (data as string[])[0] },
  { path: '/api/upload/multiUploadBase64', body: (image: string) => ({ images: [image] }), url: (data: unknown) => (data as string[])[0] },
  { path: '/inform/post/addPic/base64', body: (image: string) => ({ image }), url: (data: unknown) => (data as { url: string }).url },
] as const;

async function upload(route: (typeof ROUTES)[number], bytes: Buffer) {
  return envelope<unknown>(await client.post(route.path, route.body(bytes.toString('base64')), token));
}

/** An 80×40 JPEG from a phone: EXIF orientation 6 (shot turned), camera and GPS tags. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 40, channels: 3, background: '#2a7' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2700/100', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 2900/100' },
    })
    .toBuffer();
}

const EMPTY_ZLIB = Buffer.from([0x78, 0x9c, 0x01, 0x00, 0x00, 0xff, 0xff]);

/** A PNG whose header says `width`×`height` and whose one data chunk is empty: no pixels at all. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', EMPTY_ZLIB), chunk('IEND', Buffer.alloc(0))]);
}

beforeAll(async () => {
  ctx = await buildAccountsApp();
  client = accountsClient(ctx);
  token = await client.registered(freshMobile(), 'secret123');
});
afterAll(() => ctx.close());

describe('pictures are stored clean', () => {
  it.each(ROUTES)('$path keeps no EXIF or GPS, and stands the photo upright', async (route) => {
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825) is in what the phone sent.
    expect(sent.exif?.includes(Buffer.from([0x88, 0x25])) || sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const answer = await upload(route, photo);
    expect(answer.code).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: route.url(answer.data) });
    expect(served.statusCode).toBe(200);
    const stored = served.rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    for (const trace of ['Exif', 'PhoneMaker']) expect(stored.includes(Buffer.from(trace, 'latin1')), trace).toBe(false);
  });

  it.each(ROUTES)('$path refuses a picture over 40 megapixels from its header alone', async (route) => {
    const answer = await upload(route, pngHeaderOnly(16_000, 16_000));
    expect(answer).toEqual({ code: 400, message: UPLOAD_PIXELS_ERROR, data: null });
    // 30,000 × 30,000 as well, and one of 48 megapixels.
    expect((await upload(route, pngHeaderOnly(30_000, 30_000))).message).toBe(UPLOAD_PIXELS_ERROR);
    expect((await upload(route, pngHeaderOnly(8_000, 6_000))).message).toBe(UPLOAD_PIXELS_ERROR);
  });

  it.each(ROUTES)('$path refuses a truncated JPEG', async (route) => {
    const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c42' } })
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><circle cx="200" cy="150" r="120" fill="#fff"/></svg>') }])
      .jpeg()
      .toBuffer();
    const answer = await upload(route, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(answer).toEqual({ code: 400, message: UPLOAD_UNREADABLE_ERROR, data: null });
  });
});
