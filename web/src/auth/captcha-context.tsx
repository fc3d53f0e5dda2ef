import { createContext, useContext, type ReactNode } from 'react';
import { createCaptchaClient, type CaptchaClient } from './captcha-client';

const CaptchaClientContext = createContext<CaptchaClient>(createCaptchaClient());

/** Replaces the captcha host for the captchas below it (tests, a preview host). */
export function CaptchaClientProvider({ client, children }: { client: CaptchaClient; children: ReactNode }) {
  return <CaptchaClientContext.Provider value={client}>{children}</CaptchaClientContext.Provider>;
}

export function useCaptchaClient(): CaptchaClient {
  return useContext(CaptchaClientContext);
}

/** A captcha image as an img src: the host sends bare base64 PNGs. */
export function captchaImageSrc(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}
