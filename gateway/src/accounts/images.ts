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
