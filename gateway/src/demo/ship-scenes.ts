// Draws the demo videos shipped in gateway/media: `npm run media:scenes -w @portal/gateway` (needs
// ffmpeg and fonts-wqy-microhei). A made-up match, as the demo shows where it cannot draw its own.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withKeyframeIndex } from '../media/flv';
import { mp4Summary } from '../media/mp4';
import { SHIPPED_VIDEOS, shippedMediaDir, type ShippedVideo } from '../media/shipped';
import { findFfmpeg } from './ffmpeg';
import { SHIPPED_SCENES } from './shipped-scenes';
import { sceneArgs } from './match-scene';

const ffmpeg = await findFfmpeg();
if (ffmpeg === undefined) throw new Error('ffmpeg with drawtext and fonts-wqy-microhei are needed to draw the shipped scenes');
for (const name of Object.keys(SHIPPED_SCENES) as ShippedVideo[]) {
  const { file } = SHIPPED_VIDEOS[name];
  const format = file.endsWith('.mp4') ? 'mp4' : 'flv';
  const target = path.join(shippedMediaDir, file);
  const drawing = `${target}.drawing`;
  await ffmpeg.run(sceneArgs(SHIPPED_SCENES[name], ffmpeg.font, { format, to: drawing }));
  const content = await readFile(drawing);
  const facts = format === 'flv' ? withKeyframeIndex(content) : { file: content, ...mp4Summary(content)! };
  await writeFile(target, facts.file);
  await rm(drawing);
  console.log(`${file}: ${facts.file.length} bytes, durationMs ${facts.durationMs}, ${facts.width}x${facts.height}`);
}
