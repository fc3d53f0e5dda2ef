import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ReadStream } from 'node:fs';

/** The folder under the data folder of videos drawn for the demo, which the media routes serve beside the recordings. */
export const scenesDirOf = (dataDir: string): string => path.join(dataDir, 'scenes');

const videoName = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}\.(flv|mp4)$/;

/** Byte range asked for, inclusive at both ends, already fitted to the file. */
export type ByteRange = { start: number; end: number };

export type VideoAnswer =
  | { status: 200 | 206; headers: Record<string, string>; body: ReadStream }
  | { status: 404 | 416; headers: Record<string, string> };

/**
 * A `bytes=` Range header (single range) or the bstart/bend query of SPEC §7, fitted to `size`;
 * undefined for the whole file, 'unsatisfiable' when it starts past the end.
 */
export function requestedRange(size: number, rangeHeader: string | undefined, bstart: number | undefined, bend: number | undefined): ByteRange | 'unsatisfiable' | undefined {
  let start: number | undefined;
  let end: number | undefined;
  const match = rangeHeader ? /^bytes=(\d*)-(\d*)$/.exec(rangeHeader.trim()) : null;
  if (match) {
    const [, from = '', to = ''] = match;
    if (from === '' && to === '') return undefined;
    if (from === '') {
      start = Math.max(0, size - Number(to));
      end = size - 1;
    } else {
      start = Number(from);
      end = to === '' ? size - 1 : Number(to);
    }
  } else if (bstart !== undefined || bend !== undefined) {
    start = bstart ?? 0;
    end = bend ?? size - 1;
  }
  if (start === undefined || end === undefined) return undefined;
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** Finds recordings and highlights by name: recorded ones first, then the media shipped with the repo. */
export function createVideoFiles(folders: string[]) {
  const locate = async (name: string) => {
    if (!videoName.test(name)) return undefined;
    for (const folder of folders) {
      const file = path.join(folder, name);
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) return { file, size: info.size };
    }
    return undefined;
  };

  return {
    locate,
    /** The file or the slice asked for; `access` decides whether shared caches may keep it. */
    async answer(
      name: string,
      access: 'public' | 'private',
      request: { range?: string | undefined; bstart?: number | undefined; bend?: number | undefined },
    ): Promise<VideoAnswer> {
      const found = await locate(name);
      if (!found) return { status: 404, headers: {} };
      const contentType = name.endsWith('.mp4') ? 'video/mp4' : 'video/x-flv';
      const common = { 'content-type': contentType, 'accept-ranges': 'bytes', 'cache-control': `${access}, max-age=3600` };
      const range = requestedRange(found.size, request.range, request.bstart, request.bend);
      if (range === 'unsatisfiable') return { status: 416, headers: { 'content-range': `bytes */${found.size}` } };
      if (!range) {
        return { status: 200, headers: { ...common, 'content-length': String(found.size) }, body: createReadStream(found.file) };
      }
      const length = String(range.end - range.start + 1);
      const body = createReadStream(found.file, { start: range.start, end: range.end });
      // A Range header gets a partial answer; bstart/bend players expect the slice as a plain 200.
      return request.range
        ? { status: 206, headers: { ...common, 'content-length': length, 'content-range': `bytes ${range.start}-${range.end}/${found.size}` }, body }
        : { status: 200, headers: { ...common, 'content-length': length }, body };
    },
  };
}

export type VideoFiles = ReturnType<typeof createVideoFiles>;
