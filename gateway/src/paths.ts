import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The gateway's folder. This file sits one level under it both as source (src/paths.ts) and in
 * the compiled bundle (dist/server.js), so the folders the gateway ships (media, drizzle) are found
 * from either.
 */
export const gatewayRoot = fileURLToPath(new URL('..', import.meta.url));

/** The repository's folder, which relative DATA_DIR and WEB_DIST default to. */
export const repoRoot = path.resolve(gatewayRoot, '..');

/**
 * The Chinese font the captcha and the drawn pictures use: Noto Sans SC Regular (SIL OFL,
 * fonts/OFL.txt), cut to the characters of GB 2312 and of the code's own texts by
 * scripts/font-subset.ts.
 */
export const chineseFontFile = path.join(gatewayRoot, 'fonts', 'NotoSansSC-Regular.ttf');
