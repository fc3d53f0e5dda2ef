// Cuts fonts/NotoSansSC-Regular.ttf from the whole Noto Sans SC Regular (SIL OFL; e.g. from Google
// Fonts): the characters of GB 2312, ASCII, the punctuation ranges, and every other character the
// code's own texts use (team and league names, captcha words, labels). Usage:
//   npx tsx gateway/scripts/font-subset.ts path/to/NotoSansSC-Regular.ttf
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { chineseFontFile, repoRoot } from '../src/paths';

const characters = new Set<string>();
const gb2312 = new TextDecoder('gb18030');
for (let high = 0xa1; high <= 0xf7; high++) {
  for (let low = 0xa1; low <= 0xfe; low++) {
    const character = gb2312.decode(Uint8Array.of(high, low));
    if ([...character].length === 1 && character !== '\ufffd') characters.add(character);
  }
}
const ranges: [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1
  [0x2000, 0x206f], // general punctuation
  [0x2460, 0x24ff], // enclosed numbers
  [0x25a0, 0x25ff], // shapes
  [0x3000, 0x303f], // CJK punctuation
  [0xff00, 0xffef], // full-width forms
];
for (const [from, to] of ranges) for (let code = from; code <= to; code++) characters.add(String.fromCodePoint(code));

const addTextsOf = (folder: string) => {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) addTextsOf(file);
    else if (/\.(ts|tsx)$/.test(entry.name)) for (const character of readFileSync(file, 'utf8')) if (character > '\u007f') characters.add(character);
  }
};
for (const folder of ['contracts/src', 'simulator/src', 'gateway/src', 'web/src']) addTextsOf(path.join(repoRoot, folder));

const source = process.argv[2];
if (source === undefined) throw new Error('usage: tsx gateway/scripts/font-subset.ts path/to/NotoSansSC-Regular.ttf');
const subset = await subsetFont(readFileSync(source), [...characters].join(''), { targetFormat: 'truetype' });
writeFileSync(chineseFontFile, subset);
console.log(`${characters.size} characters, ${subset.length} bytes: ${chineseFontFile}`);
