import { COMMUNITY_MESSAGES, ResultCode, THUMBNAIL_EDGE, UPLOAD_ENCODING_ERROR, UPLOAD_MAX_IMAGE_BYTES, UPLOAD_SIZE_ERROR } from '@portal/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { FileStorage } from '../accounts/file-storage';
import { type CleanPicture, cleanPicture, decodeBase64, PictureRefused } from '../accounts/images';
import type { Db } from '../db/database';
import { postPictures } from '../db/schema';
import { AppError } from '../http/errors';

/** A base64 picture of 2 MB and the JSON around it. */
export const PICTURE_BODY_LIMIT = Math.ceil(UPLOAD_MAX_IMAGE_BYTES / 3) * 4 + 16 * 1024;

const refused = (message: string) => new AppError(ResultCode.BAD_REQUEST, message);

/** A stored picture as the calls answer it. */
export type StoredPicture = { id: number; url: string; thumbUrl: string; width: number; height: number };

/**
 * Post pictures: checked by their bytes (a PNG, JPEG, GIF or WebP of at most 2 MB and 40
 * megapixels that really decodes), stored as their clean copy (upright, no metadata), with a WebP
 * thumbnail whose longest edge is THUMBNAIL_EDGE.
 */
export function createPostPictures(db: Db, fileStorage: FileStorage) {
  return {
    async upload(userId: number, text: string): Promise<StoredPicture> {
      const bytes = decodeBase64(text);
      if (!bytes || bytes.length === 0) throw refused(UPLOAD_ENCODING_ERROR);
      if (bytes.length > UPLOAD_MAX_IMAGE_BYTES) throw refused(UPLOAD_SIZE_ERROR);
      let picture: CleanPicture;
      let thumbnail: Buffer;
      try {
        picture = await cleanPicture(bytes);
        // The first frame of an animation, from the clean copy, which already stands upright.
        thumbnail = await sharp(picture.bytes)
          .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
      } catch (error) {
        if (error instanceof PictureRefused) throw refused(error.message);
        throw error;
      }
      const { width, height } = picture;
      const url = await fileStorage.save(picture.bytes, picture.kind.extension);
      const thumbUrl = await fileStorage.save(thumbnail, 'webp');
      const [row] = await db.insert(postPictures).values({ userId, url, thumbUrl, width, height }).returning();
      if (!row) throw new Error('picture not stored');
      return { id: row.id, url, thumbUrl, width, height };
    },

    /** Gives the caller's unused pictures to a post, in the order given; refuses any other. */
    async attach(tx: Db, userId: number, postId: number, pictureIds: readonly number[]): Promise<void> {
      if (pictureIds.length === 0) return;
      const unique = [...new Set(pictureIds)];
      const rows = await tx
        .select({ id: postPictures.id })
        .from(postPictures)
        .where(and(inArray(postPictures.id, unique), eq(postPictures.userId, userId), isNull(postPictures.postId)));
      if (rows.length !== unique.length) throw refused(COMMUNITY_MESSAGES.pictureNotYours);
      for (const [sort, id] of unique.entries()) {
        await tx.update(postPictures).set({ postId, sort }).where(eq(postPictures.id, id));
      }
    },
  };
}

export type PostPictures = ReturnType<typeof createPostPictures>;
