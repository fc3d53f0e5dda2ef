import { UPLOAD_MAX_PIXELS, UPLOAD_PIXELS_ERROR, UPLOAD_TYPE_ERROR, UPLOAD_UNREADABLE_ERROR } from '@portal/contracts';
import sharp from 'sharp';

/** An image kind we accept, as its bytes reveal it. */
export type ImageKind = { extension: 'png' | 'jpg' | 'gif' | 'webp'; contentType: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** PNG, JPEG, GIF or WebP by their magic bytes; null for anything else, whatever it claims to be. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { extension: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { extension: 'webp', contentType: 'image/webp' };
  return null;
}

export const contentTypeOfExtension: Record<ImageKind['extension'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const dataUrlPrefix = /^data:[\w.+-]+\/[\w.+-]+;base64,/;
const base64Body = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of bare base64 or a base64 data URL; null when the text is not strict base64. */
export function decodeBase64(text: string): Buffer | null {
  const body = text.replace(dataUrlPrefix, '');
  if (body.length === 0 || body.length % 4 !== 0 || !base64Body.test(body)) return null;
  return Buffer.from(body, 'base64');
}

/** A picture as it is kept: decoded, turned upright, re-encoded in its own format with no metadata. */
export type CleanPicture = { bytes: Buffer; kind: ImageKind; width: number; height: number };

/** Why a picture was refused, in the words the user is shown. */
export class PictureRefused extends Error {
  override readonly name = 'PictureRefused';
}

// Pictures are decoded once and thrown away: libvips' operation cache would only hold their memory.
sharp.cache(false);

/**
 * Reads an uploaded picture and answers the copy to keep. Its kind is judged by its bytes and its
 * size in pixels by its header, before a pixel is decoded ({@link UPLOAD_MAX_PIXELS}, all frames of
 * an animation together); then it is decoded whole (a truncated or corrupt picture is refused),
 * turned as its EXIF orientation says, and re-encoded in its own format. Sharp writes no metadata
 * unless asked, so EXIF (GPS, camera, time), XMP and IPTC are gone from what is stored.
 */
export async function cleanPicture(bytes: Buffer): Promise<CleanPicture> {
  const kind = sniffImage(bytes);
  if (!kind) throw new PictureRefused(UPLOAD_TYPE_ERROR);
  let header: sharp.Metadata;
  try {
    // The header alone, whatever size it claims: the limit below is ours, checked before any decoding.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureRefused(UPLOAD_UNREADABLE_ERROR);
  }
  const frames = header.pages ?? 1;
  const frameHeight = header.pageHeight ?? header.height ?? 0;
  const width = header.width ?? 0;
  if (width === 0 || frameHeight === 0) throw new PictureRefused(UPLOAD_UNREADABLE_ERROR);
  if (width * frameHeight * frames > UPLOAD_MAX_PIXELS) throw new PictureRefused(UPLOAD_PIXELS_ERROR);

  const animated = frames > 1 && (kind.extension === 'gif' || kind.extension === 'webp');
  try {
    const image = sharp(bytes, { failOn: 'error', animated, limitInputPixels: UPLOAD_MAX_PIXELS }).rotate();
    const encoded =
      kind.extension === 'png'
        ? image.png()
        : kind.extension === 'jpg'
          ? image.jpeg({ quality: 90 })
          : kind.extension === 'gif'
            ? image.gif()
            : image.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, kind, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new PictureRefused(UPLOAD_UNREADABLE_ERROR);
  }
}
