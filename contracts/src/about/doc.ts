import { SITE_NAME } from '../pages';

/**
 * One section of an about page: a heading, its paragraphs and, where the text enumerates, a list.
 * A paragraph or list item may link to another page with `[text](/path)`; see {@link docTextParts}.
 */
export interface AboutSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** A page of SPEC §2's about and rule pages: its heading, the date it was last revised, an opening paragraph and its sections. */
export interface AboutDoc {
  title: string;
  /** The day the text was last revised, `YYYY-MM-DD`. */
  updatedOn: string;
  intro: string;
  sections: readonly AboutSection[];
}

/** The company that runs the portal, as its legal pages name it (fictional). */
export const OPERATOR_NAME = '杭州好球网络科技有限公司';

/** How the legal pages name the party a user agrees with: 好球直播的运营者杭州好球网络科技有限公司. */
export const SITE_AND_OPERATOR = `${SITE_NAME}的运营者${OPERATOR_NAME}`;

/** A run of a paragraph: plain text, or text linking to `href`, a path of the portal. */
export interface DocTextPart {
  text: string;
  href?: string;
}

const LINK_PATTERN = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** A paragraph split into its plain runs and its `[text](/path)` links, in order. */
export function docTextParts(paragraph: string): DocTextPart[] {
  const parts: DocTextPart[] = [];
  let at = 0;
  for (const found of paragraph.matchAll(LINK_PATTERN)) {
    const [whole, text, href] = found;
    if (found.index > at) parts.push({ text: paragraph.slice(at, found.index) });
    parts.push({ text: text ?? '', href: href ?? '/' });
    at = found.index + whole.length;
  }
  if (at < paragraph.length) parts.push({ text: paragraph.slice(at) });
  return parts;
}

/** The text a reader sees of a paragraph: its links as their text only. */
export function docPlainText(paragraph: string): string {
  return docTextParts(paragraph)
    .map((part) => part.text)
    .join('');
}

/** 更新日期：2026年11月20日, for a doc's {@link AboutDoc.updatedOn}. */
export function docUpdatedLabel(updatedOn: string): string {
  const [year, month, day] = updatedOn.split('-').map(Number);
  return `更新日期：${year}年${month}月${day}日`;
}
