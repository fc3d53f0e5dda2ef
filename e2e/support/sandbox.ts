import { CAPTCHA_REFERENCE_WIDTH, isCaptchaSuccess } from '@portal/contracts';
import type { Page } from 'playwright-core';

/** `data` of a gateway answer, or null when it answered a failure. */
export async function gatewayData<T>(portalUrl: string, path: string, init?: RequestInit): Promise<T | null> {
  const response = await fetch(`${portalUrl}${path}`, init);
  const body = (await response.json()) as { code: number; data: T };
  return body.code === 200 ? body.data : null;
}

type SandboxSms = { code: string | null; sentAt: number };

/** When the SMS sandbox last "sent" a message to `mobile` (0 when never). */
export async function lastSmsSentAt(portalUrl: string, mobile: string): Promise<number> {
  return (await gatewayData<SandboxSms>(portalUrl, `/dev/sms/latest?mobile=${mobile}`))?.sentAt ?? 0;
}

/** The code the SMS sandbox "sent" to `mobile` after `after` (a sentAt), once it was sent. */
export async function smsCodeOf(portalUrl: string, mobile: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const latest = await gatewayData<SandboxSms>(portalUrl, `/dev/sms/latest?mobile=${mobile}`);
    if (latest?.code && latest.sentAt > after) return latest.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS reached ${mobile}`);
}

/** The token of the next slider challenge the page asks the gateway for; call it before the click that asks. */
export async function nextSliderToken(page: Page): Promise<string> {
  const challenge = await page.waitForResponse((response) => response.url().endsWith('/inform/captcha/get'));
  const { repData } = (await challenge.json()) as { repData: { token: string } };
  return repData.token;
}

/** How a person moves the slider: with a mouse, or a finger on a touch screen. */
export type Drag = 'mouse' | 'touch';

/** A finger's drag from `start` by `dx`, as a touch screen reports it (touchstart, moves, touchend). */
async function touchDrag(page: Page, start: { x: number; y: number }, dx: number, steps: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(start.x, start.y) });
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(start.x + (dx * step) / steps, start.y + 2) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Drags the slider handle until the piece sits where the captcha sandbox says the hole is. */
export async function solveSlider(portalUrl: string, page: Page, challengeToken: string, drag: Drag = 'mouse') {
  const answer = await gatewayData<{ point?: { x: number } }>(portalUrl, `/dev/captcha/answer?token=${challengeToken}`);
  if (!answer?.point) throw new Error(`the sandbox knows no slider challenge ${challengeToken}`);
  await page.getByTestId('slider-background').waitFor();
  const image = await page.getByTestId('slider-image').boundingBox();
  const handle = await page.getByTestId('slider-handle').boundingBox();
  if (!image || !handle) throw new Error('the slider is not on screen');

  const distance = (answer.point.x * image.width) / CAPTCHA_REFERENCE_WIDTH;
  const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  if (drag === 'touch') {
    await touchDrag(page, start, distance, 12);
    return;
  }
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + distance, start.y + 2, { steps: 12 });
  await page.mouse.up();
}

/** How many slider challenges a sign-in may take: a drag on a loaded machine can land off the hole, and the box then asks again. */
const SLIDER_ATTEMPTS = 3;

/**
 * Clicks a get-code button, passes the slider it raises and returns the code the SMS sandbox sent
 * to `mobile`. A refused drag is answered by a new challenge, which is solved in turn.
 */
export async function requestSmsCode(portalUrl: string, page: Page, mobile: string, getCodeTestId: string, drag: Drag = 'mouse'): Promise<string> {
  // A number signed in before in this portal has a code already: the new one is sent after it.
  const before = await lastSmsSentAt(portalUrl, mobile);
  const first = nextSliderToken(page);
  const getCode = page.getByTestId(getCodeTestId);
  await (drag === 'touch' ? getCode.tap() : getCode.click());
  let token = await first;
  for (let attempt = 1; ; attempt += 1) {
    const checked = page.waitForResponse((response) => response.url().endsWith('/inform/captcha/check'));
    // The challenge the box fetches after a refusal; none comes after a pass.
    const next = nextSliderToken(page);
    next.catch(() => undefined);
    await solveSlider(portalUrl, page, token, drag);
    const { repCode } = (await (await checked).json()) as { repCode: string };
    if (isCaptchaSuccess({ repCode })) break;
    if (attempt === SLIDER_ATTEMPTS) throw new Error(`the slider refused ${attempt} drags (${repCode})`);
    token = await next;
  }
  const code = await smsCodeOf(portalUrl, mobile, before);
  await page.getByTestId('security-verification').waitFor({ state: 'detached' });
  return code;
}
