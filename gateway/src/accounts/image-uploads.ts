import {
  ResultCode,
  UPLOAD_ENCODING_ERROR,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_IMAGES,
  UPLOAD_SIZE_ERROR,
  UPLOAD_TYPE_ERROR,
  uploadImageError,
} from '@portal/contracts';
import { AppError } from '../http/errors';
import type { FileStorage } from './file-storage';
import { type CleanPicture, cleanPicture, decodeBase64, PictureRefused, sniffImage } from './images';

/** Nine images of 2 MB in base64, and room for the JSON around them. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_IMAGES * (Math.ceil(UPLOAD_MAX_IMAGE_BYTES / 3) * 4 + 64) + 16 * 1024;

const uploadFailure = (message: string) => new AppError(ResultCode.BAD_REQUEST, message);

/**
 * Stores base64 images and answers their URLs; nothing is stored unless every image decodes, fits
 * and is a kind we accept. What is stored is each picture's clean copy: upright, without metadata.
 */
export async function storeUploadedImages(fileStorage: FileStorage, texts: readonly string[]): Promise<string[]> {
  const decoded = texts.map((text, index) => {
    const bytes = decodeBase64(text);
    if (!bytes || bytes.length === 0) throw uploadFailure(uploadImageError(index, texts.length, UPLOAD_ENCODING_ERROR));
    if (bytes.length > UPLOAD_MAX_IMAGE_BYTES) throw uploadFailure(uploadImageError(index, texts.length, UPLOAD_SIZE_ERROR));
    if (!sniffImage(bytes)) throw uploadFailure(uploadImageError(index, texts.length, UPLOAD_TYPE_ERROR));
    return bytes;
  });
  // One at a time: a burst of nine large pictures never holds nine decoded bitmaps at once.
  const pictures: CleanPicture[] = [];
  for (const [index, bytes] of decoded.entries()) {
    try {
      pictures.push(await cleanPicture(bytes));
    } catch (error) {
      if (error instanceof PictureRefused) throw uploadFailure(uploadImageError(index, texts.length, error.message));
      throw error;
    }
  }
  const urls: string[] = [];
  for (const { bytes, kind } of pictures) urls.push(await fileStorage.save(bytes, kind.extension));
  return urls;
}
