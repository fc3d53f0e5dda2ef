/** What an MP4 file's movie header and first video track header say: how long it lasts and its picture's size. */
export type Mp4Summary = { durationMs: number; width: number; height: number };

/** The boxes directly inside `data` (from `start` to `end`): type, body start and end. */
function* boxes(data: Buffer, start: number, end: number): Generator<{ type: string; body: number; end: number }> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.readUInt32BE(offset);
    let body = offset + 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(offset + 8));
      body += 8;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < 8 || offset + size > end) return;
    yield { type: data.toString('latin1', offset + 4, offset + 8), body, end: offset + size };
    offset += size;
  }
}

/** Reads the duration (mvhd) and the first track with a picture's size (tkhd) of an MP4 file; undefined when it has no movie header. */
export function mp4Summary(data: Buffer): Mp4Summary | undefined {
  const moov = [...boxes(data, 0, data.length)].find((box) => box.type === 'moov');
  if (moov === undefined) return undefined;
  let durationMs: number | undefined;
  let width = 0;
  let height = 0;
  for (const box of boxes(data, moov.body, moov.end)) {
    if (box.type === 'mvhd') {
      const version = data[box.body]!;
      const timescale = data.readUInt32BE(box.body + (version === 1 ? 20 : 12));
      const duration = version === 1 ? Number(data.readBigUInt64BE(box.body + 24)) : data.readUInt32BE(box.body + 16);
      durationMs = Math.round((duration * 1000) / timescale);
    }
    if (box.type === 'trak' && width === 0) {
      const tkhd = [...boxes(data, box.body, box.end)].find((inner) => inner.type === 'tkhd');
      if (tkhd === undefined) continue;
      // Width and height are 16.16 fixed point, the last two fields of the header.
      width = data.readUInt32BE(tkhd.end - 8) >>> 16;
      height = data.readUInt32BE(tkhd.end - 4) >>> 16;
    }
  }
  return durationMs === undefined ? undefined : { durationMs, width, height };
}
