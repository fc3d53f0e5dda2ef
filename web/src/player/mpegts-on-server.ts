/**
 * What the server's copy of the app has for mpegts.js, which reads the browser's `self` as it loads:
 * the player only ever starts in a browser, from an effect (vite.config.ts aliases it for SSR builds).
 */
export default {};
