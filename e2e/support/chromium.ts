import { access, constants } from 'node:fs/promises';

/** The Chromium the browser suites drive, and the arguments it needs. */
export interface ChromiumChoice {
  executablePath: string;
  args: string[];
  /** Which browser this is, for the run's log. */
  name: string;
}

/** What every launch passes: no sandbox (CI runs as root), no GPU, nothing fetched from the internet. */
const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's package. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

async function executable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * `E2E_BROWSER=bundled` asks for the Chromium that `@sparticuz/chromium` carries in its package;
 * otherwise `CHROMIUM_PATH`, else Debian's `chromium`, else the bundled one, so the suites run on a
 * machine that has only Node and npm. The bundled browser is unpacked (to the system's temporary
 * folder) by the first call, so call this once per run, before the test files start.
 */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumChoice> {
  if (env.E2E_BROWSER !== 'bundled') {
    const path = env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM;
    if (env.CHROMIUM_PATH !== undefined || (await executable(path))) {
      return { executablePath: path, args: COMMON_ARGS, name: `${path === SYSTEM_CHROMIUM ? 'Debian chromium' : 'chromium'} at ${path}` };
    }
  }
  const { default: bundled } = await import('@sparticuz/chromium');
  const executablePath = await bundled.executablePath();
  // Its own launch arguments include single-process and web-security switches meant for a cloud
  // function; a test machine needs only a process per renderer without a zygote.
  return { executablePath, args: [...COMMON_ARGS, '--no-zygote'], name: `@sparticuz/chromium's bundled Chromium at ${executablePath}` };
}
