/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the captcha host (SPEC §7); the page's own origin when unset. */
  readonly VITE_CAPTCHA_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
