import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploads are kept; the local disk by default, an object store later. */
export interface FileStorage {
  /** Keeps `bytes` under a new random name with `extension` and answers its public URL. */
  save(bytes: Uint8Array, extension: string): Promise<string>;
  /** The bytes of a stored file by its name, or null. */
  read(name: string): Promise<Buffer | null>;
  /** Whether `url` is the URL of a file this storage holds. */
  holds(url: string): Promise<boolean>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
/** The names {@link createLocalFileStorage} gives: nothing a path could be built from. */
export const storedFileName = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** Files in `dir` (DATA_DIR/uploads), served by the gateway at /uploads/{name}. */
export function createLocalFileStorage(dir: string): FileStorage {
  const pathOf = (name: string) => (storedFileName.test(name) ? path.join(dir, name) : null);

  return {
    async save(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const file = pathOf(name);
      if (!file) throw new Error(`not a storable extension: ${extension}`);
      await writeFile(file, bytes, { flag: 'wx' });
      return UPLOADS_URL_PREFIX + name;
    },

    async read(name) {
      const file = pathOf(name);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch {
        return null;
      }
    },

    async holds(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return false;
      const file = pathOf(url.slice(UPLOADS_URL_PREFIX.length));
      if (!file) return false;
      try {
        return (await stat(file)).isFile();
      } catch {
        return false;
      }
    },
  };
}
