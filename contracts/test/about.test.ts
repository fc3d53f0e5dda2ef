import { describe, expect, it } from 'vitest';
import {
  ABOUT_DIRECTORY_PATHS,
  ABOUT_DOCS,
  ANCHOR_GUIDE_IDS,
  OPERATOR_NAME,
  PLATFORM_RULE_IDS,
  SITE_NAME,
  aboutDocAt,
  anchorGuide,
  docPlainText,
  docTextParts,
  docUpdatedLabel,
  matchPage,
  platformRule,
  type AboutDoc,
} from '../src/index';

/** Every about and rule page SPEC §2 names. */
const SPEC_ABOUT_PATHS = [
  '/about',
  '/about/agreement',
  '/about/privacy',
  '/about/protocol',
  '/about/specification',
  '/about/live/2',
  '/about/live/3',
  '/about/live/4',
  '/about/10001',
  '/about/10002',
  '/about/10003',
  '/about/10004',
  '/about/10005',
  '/about/10006',
];

function paragraphsOf(doc: AboutDoc): string[] {
  return [doc.intro, ...doc.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])];
}

function readerText(doc: AboutDoc): string {
  return [doc.title, ...doc.sections.map((section) => section.heading), ...paragraphsOf(doc).map(docPlainText)].join('');
}

describe('the about and rule pages', () => {
  it.each(SPEC_ABOUT_PATHS)('%s has a document of real length, in sections with headings', (path) => {
    const doc = aboutDocAt(path);
    expect(doc).toBeDefined();
    expect(readerText(doc!).length).toBeGreaterThanOrEqual(800);
    expect(doc!.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of doc!.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length + (section.list?.length ?? 0)).toBeGreaterThan(0);
    }
    expect(doc!.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has a document for no other path', () => {
    expect(Object.keys(ABOUT_DOCS).sort()).toEqual([...SPEC_ABOUT_PATHS].sort());
  });

  it.each(SPEC_ABOUT_PATHS.filter((path) => path !== '/about'))('%s carries the title its page is named by', (path) => {
    expect(matchPage(path)?.title).toBe(`${aboutDocAt(path)?.title}_${SITE_NAME}`);
  });

  it('names the operator where a reader looks for who runs the site', () => {
    for (const path of ['/about', '/about/agreement', '/about/privacy']) {
      expect(paragraphsOf(aboutDocAt(path)!).join('')).toContain(OPERATOR_NAME);
    }
  });

  it.each(SPEC_ABOUT_PATHS)('%s links only to pages the portal has', (path) => {
    const hrefs = paragraphsOf(aboutDocAt(path)!).flatMap((paragraph) =>
      docTextParts(paragraph).flatMap((part) => (part.href === undefined ? [] : [part.href])),
    );
    for (const href of hrefs) {
      expect(matchPage(href), href).toBeDefined();
      if (href.startsWith('/about')) expect(aboutDocAt(href), href).toBeDefined();
    }
    // Markup a reader would see as text: a bracket or parenthesis pair that did not parse as a link.
    for (const paragraph of paragraphsOf(aboutDocAt(path)!)) expect(docPlainText(paragraph)).not.toMatch(/\]\(/);
  });

  it('lists every document once in the directory the pages end with', () => {
    const listed = ABOUT_DIRECTORY_PATHS.map((path) => ABOUT_DOCS[path]);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(listed)).toEqual(new Set(Object.values(ABOUT_DOCS)));
  });

  it('links every document from another one', () => {
    const linked = new Set(
      Object.values(ABOUT_DOCS).flatMap((doc) =>
        paragraphsOf(doc).flatMap((paragraph) => docTextParts(paragraph).flatMap((part) => (part.href ? [aboutDocAt(part.href)] : []))),
      ),
    );
    const unlinked = Object.entries(ABOUT_DOCS).filter(([path, doc]) => path !== '/about' && !linked.has(doc));
    expect(unlinked.map(([path]) => path)).toEqual([]);
  });
});

describe('looking a page up by its id', () => {
  it('finds the platform rules and the anchor help pages by their ids only', () => {
    for (const id of PLATFORM_RULE_IDS) expect(platformRule(id)).toBe(aboutDocAt(`/about/${id}`));
    for (const id of ANCHOR_GUIDE_IDS) expect(anchorGuide(id)).toBe(aboutDocAt(`/about/live/${id}`));
    for (const id of ['99', '10007', 'agreement', 'toString', 'constructor', '__proto__', '']) {
      expect(platformRule(id)).toBeUndefined();
      expect(anchorGuide(id)).toBeUndefined();
    }
    expect(aboutDocAt('/about/hasOwnProperty')).toBeUndefined();
  });
});

describe('paragraph links', () => {
  it('splits a paragraph into its text and its [text](/path) links, in order', () => {
    expect(docTextParts('见[《隐私政策》](/about/privacy)与[意见反馈](/about/10006)。')).toEqual([
      { text: '见' },
      { text: '《隐私政策》', href: '/about/privacy' },
      { text: '与' },
      { text: '意见反馈', href: '/about/10006' },
      { text: '。' },
    ]);
    expect(docTextParts('[首页](/)')).toEqual([{ text: '首页', href: '/' }]);
  });

  it('leaves brackets that are not links as text', () => {
    expect(docTextParts('比分 [2:1] (终场)')).toEqual([{ text: '比分 [2:1] (终场)' }]);
    expect(docTextParts('外链 [站点](https://example.com) 不算')).toEqual([{ text: '外链 [站点](https://example.com) 不算' }]);
  });

  it('dates a document as readers write dates', () => {
    expect(docUpdatedLabel('2026-11-20')).toBe('更新日期：2026年11月20日');
    expect(docUpdatedLabel('2026-01-05')).toBe('更新日期：2026年1月5日');
  });
});
