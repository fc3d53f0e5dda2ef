import { ABOUT_US } from './about-us';
import { ANCHOR_AGREEMENT } from './anchor-agreement';
import { ANCHOR_FAQ } from './anchor-faq';
import { ANCHOR_TUTORIAL } from './anchor-tutorial';
import { COPYRIGHT_NOTICE } from './copyright';
import type { AboutDoc } from './doc';
import { DISCLAIMER } from './disclaimer';
import { FEEDBACK_GUIDE } from './feedback';
import { LIVE_RULES } from './live-rules';
import { LIVE_SPECIFICATION } from './live-specification';
import { PRIVACY_POLICY } from './privacy-policy';
import { SERVICE_AGREEMENT } from './service-agreement';
import { USER_AGREEMENT } from './user-agreement';

export * from './doc';

/** The ids of /about/{id}, SPEC §2's platform rule pages, in the order their navigation lists them. */
export const PLATFORM_RULE_IDS = ['10001', '10002', '10003', '10004', '10005', '10006'] as const;
/** One of {@link PLATFORM_RULE_IDS}. */
export type PlatformRuleId = (typeof PLATFORM_RULE_IDS)[number];

/** The ids of /about/live/{id}, SPEC §2's anchor help pages: tutorial, agreement, FAQ. */
export const ANCHOR_GUIDE_IDS = ['2', '3', '4'] as const;
/** One of {@link ANCHOR_GUIDE_IDS}. */
export type AnchorGuideId = (typeof ANCHOR_GUIDE_IDS)[number];

/**
 * The text of every about and rule page of SPEC §2, by its path. Privacy (10002) and the user
 * agreement (10005) are the same documents as /about/privacy and /about/protocol: one text each,
 * reachable from the footer and from the platform rules.
 */
export const ABOUT_DOCS = {
  '/about': ABOUT_US,
  '/about/agreement': SERVICE_AGREEMENT,
  '/about/privacy': PRIVACY_POLICY,
  '/about/protocol': USER_AGREEMENT,
  '/about/specification': LIVE_SPECIFICATION,
  '/about/live/2': ANCHOR_TUTORIAL,
  '/about/live/3': ANCHOR_AGREEMENT,
  '/about/live/4': ANCHOR_FAQ,
  '/about/10001': LIVE_RULES,
  '/about/10002': PRIVACY_POLICY,
  '/about/10003': COPYRIGHT_NOTICE,
  '/about/10004': DISCLAIMER,
  '/about/10005': USER_AGREEMENT,
  '/about/10006': FEEDBACK_GUIDE,
} as const satisfies Record<string, AboutDoc>;

/** A path of {@link ABOUT_DOCS}. */
export type AboutDocPath = keyof typeof ABOUT_DOCS;

/** The doc of an about or rule page's path; undefined for a path that has none. */
export function aboutDocAt(path: string): AboutDoc | undefined {
  return Object.hasOwn(ABOUT_DOCS, path) ? ABOUT_DOCS[path as AboutDocPath] : undefined;
}

/** The platform rule of /about/{id}; undefined for an id that is not one of {@link PLATFORM_RULE_IDS}. */
export function platformRule(id: string): AboutDoc | undefined {
  return (PLATFORM_RULE_IDS as readonly string[]).includes(id) ? aboutDocAt(`/about/${id}`) : undefined;
}

/** The anchor help page of /about/live/{id}; undefined for an id that is not one of {@link ANCHOR_GUIDE_IDS}. */
export function anchorGuide(id: string): AboutDoc | undefined {
  return (ANCHOR_GUIDE_IDS as readonly string[]).includes(id) ? aboutDocAt(`/about/live/${id}`) : undefined;
}

/** /about/live without an id shows the tutorial, the first of the anchor help pages. */
export const DEFAULT_ANCHOR_GUIDE_ID: AnchorGuideId = '2';

/** The heading of the list of every about page that each of them ends with. */
export const ABOUT_DIRECTORY_HEADING = '协议与规则';

/** The pages that list, once each, in the order a reader looks for them; each is named by its document's title. */
export const ABOUT_DIRECTORY_PATHS: readonly AboutDocPath[] = [
  '/about/agreement',
  '/about/privacy',
  '/about/protocol',
  '/about/specification',
  '/about/10001',
  '/about/10003',
  '/about/10004',
  '/about/10006',
  '/about/live/2',
  '/about/live/3',
  '/about/live/4',
  '/about',
];

/** The label of the platform rules' navigation (/about/{id}). */
export const PLATFORM_RULES_LABEL = '平台规则';

/** The label of the anchor help pages' navigation (/about/live/{id}). */
export const ANCHOR_GUIDES_LABEL = '主播指南';
