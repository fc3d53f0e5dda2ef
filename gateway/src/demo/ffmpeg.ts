import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';

/** The font scenes are drawn with: Debian's fonts-wqy-microhei, which has the Chinese glyphs of the sides' names. */
export const SCENE_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
/** How long one drawing may take before it is given up. */
const RUN_LIMIT_MS = 120_000;

/** ffmpeg as the demo draws its scenes with it: runs it with arguments, answering what it wrote to its standard output. */
export type Ffmpeg = { run(args: readonly string[]): Promise<Buffer>; font: string };

function run(args: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let errors = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2_000)));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`ffmpeg ${signal ?? `exited ${code}`}: ${errors.trim()}`));
    });
  });
}

/**
 * The machine's ffmpeg when it can draw a scene: on the PATH, with the drawtext filter, and the
 * {@link SCENE_FONT} installed; undefined otherwise, and the demo shows its shipped videos.
 */
export async function findFfmpeg(): Promise<Ffmpeg | undefined> {
  const font = await access(SCENE_FONT).then(
    () => SCENE_FONT,
    () => undefined,
  );
  if (font === undefined) return undefined;
  const filters = await run(['-hide_banner', '-filters']).catch(() => undefined);
  if (filters === undefined || !/\bdrawtext\b/.test(filters.toString())) return undefined;
  return { run, font };
}
