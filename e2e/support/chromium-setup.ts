import type { TestProject } from 'vitest/node';
import { findChromium, type ChromiumChoice } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser every test file launches (support/browser.ts). */
    chromium: ChromiumChoice;
  }
}

/** Finds (and, when it is the bundled one, unpacks) the browser once, and says which it is. */
export default async function setup(project: TestProject) {
  const chromium = await findChromium();
  console.log(`browser suites use ${chromium.name}`);
  project.provide('chromium', chromium);
}
