import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';
import { flagSchema, nickNameSchema, userInfoSchema } from './auth';
import { MatchType } from './enums';

/** `gender` of a profile: not given, male, female. */
export const GENDER = { UNKNOWN: 0, MALE: 1, FEMALE: 2 } as const;
/** A value of {@link GENDER}. */
export type Gender = (typeof GENDER)[keyof typeof GENDER];

/** Longest personal signature, in characters. */
export const SIGNATURE_MAX_LENGTH = 60;
/** Error of a signature longer than {@link SIGNATURE_MAX_LENGTH}. */
export const SIGNATURE_ERROR = `个性签名不能超过${SIGNATURE_MAX_LENGTH}个字`;
/** Error of a portrait that is neither one of our uploads nor the default image. */
export const PORTRAIT_ERROR = '头像地址无效，请重新上传';
/** A user id or account that names nobody: a profile, a personal space, a moderation target. */
export const USER_NOT_FOUND_MESSAGE = '用户不存在';
/** The answer of a profile change in the personal centre. */
export const PROFILE_UPDATED_MESSAGE = '资料已更新';
/** The answer of a nickname change. */
export const NICK_NAME_CHANGED_MESSAGE = '昵称已修改';
/** The answer of a portrait change. */
export const PORTRAIT_CHANGED_MESSAGE = '头像已修改';
/** The nickname check's answer for a nickname nobody holds. */
export const NICK_NAME_AVAILABLE_MESSAGE = '昵称可用';
/** The nickname check's answer for a nickname another account holds. */
export const NICK_NAME_UNAVAILABLE_MESSAGE = '昵称已被占用';
/** Refusal of a real-name verification by a user already verified. */
export const REAL_NAME_ALREADY_VERIFIED_MESSAGE = '已完成实名认证，不能重复提交';
/** The answer of a real-name verification that passed. */
export const REAL_NAME_VERIFIED_MESSAGE = '实名认证成功';
/** Longest portrait URL accepted. */
export const PORTRAIT_URL_MAX_LENGTH = 300;

/** A portrait URL as a client sends it; the gateway further accepts only its own uploads and the default image. */
export const portraitUrlSchema = z.string().min(1, PORTRAIT_ERROR).max(PORTRAIT_URL_MAX_LENGTH, PORTRAIT_ERROR);

/** A personal signature: at most {@link SIGNATURE_MAX_LENGTH} characters, no control characters. */
export const signatureSchema = z
  .string()
  .max(SIGNATURE_MAX_LENGTH * 2, { error: SIGNATURE_ERROR, abort: true })
  .refine((value) => [...value].length <= SIGNATURE_MAX_LENGTH && !/\p{Cc}/u.test(value), { error: SIGNATURE_ERROR });

/** The signed-in user as GET /user/center/info answers it: {@link userInfoSchema} and what the personal centre shows. */
export const userCenterInfoSchema = userInfoSchema.extend({
  /** The mobile with its middle four digits hidden, e.g. 138****0000. */
  mobile: z.string(),
  signature: z.string(),
  gender: z.literal([GENDER.UNKNOWN, GENDER.MALE, GENDER.FEMALE]),
  /** False for an account made by code login that never set a password: it uses initPassword, not updatePassword. */
  hasPassword: z.boolean(),
  realNameVerified: z.boolean(),
});
/** The signed-in user with the personal centre's fields. */
export type UserCenterInfo = z.infer<typeof userCenterInfoSchema>;

/** The body of POST /user/center/updateInfo: the fields to change, at least one. */
export const updateInfoRequestSchema = z
  .object({
    nickName: nickNameSchema.optional(),
    portrait: portraitUrlSchema.optional(),
    signature: signatureSchema.optional(),
    gender: z.literal([GENDER.UNKNOWN, GENDER.MALE, GENDER.FEMALE]).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: '请填写要修改的资料' });
/** The body of POST /user/center/updateInfo. */
export type UpdateInfoRequest = z.infer<typeof updateInfoRequestSchema>;

/** The `data` of GET /user/check/nick-name: whether nobody uses the nickname yet. */
export const nickNameAvailabilitySchema = z.object({ available: z.boolean() });
/** The `data` of GET /user/check/nick-name. */
export type NickNameAvailability = z.infer<typeof nickNameAvailabilitySchema>;

/** Error of a real name that is not 2 to 20 Chinese characters (a middle dot allowed). */
export const REAL_NAME_ERROR = '请输入正确的真实姓名';
/** Error of an ID number that is not a valid 18-digit resident identity number. */
export const ID_NUMBER_ERROR = '请输入正确的身份证号';

const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheckCharacters = '10X98765432';

/**
 * Whether `value` is a valid 18-digit resident identity number (GB 11643): 17 digits of which
 * 7 to 14 are a real birth date, then the ISO 7064 MOD 11-2 check character (a digit or X).
 */
export function isValidChineseIdNumber(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) {
    return false;
  }
  if (birth.getTime() > Date.now()) return false;
  const sum = idWeights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return idCheckCharacters[sum % 11] === value[17]?.toUpperCase();
}

/** The body of POST /user/center/real-name. The ID number is upper-cased (a final x becomes X). */
export const realNameRequestSchema = z.object({
  realName: z
    .string()
    .max(20, { error: REAL_NAME_ERROR, abort: true })
    .regex(/^[\u3400-\u9fff][\u3400-\u9fff·]{0,18}[\u3400-\u9fff]$/, REAL_NAME_ERROR),
  idNumber: z
    .string()
    .max(18, { error: ID_NUMBER_ERROR, abort: true })
    .refine(isValidChineseIdNumber, { error: ID_NUMBER_ERROR })
    .transform((value) => value.toUpperCase()),
});
/** The body of POST /user/center/real-name. */
export type RealNameRequest = z.infer<typeof realNameRequestSchema>;

/** The `data` of GET /user/center/real-name: only masked values are kept, e.g. 张* and 110***********123X. */
export const realNameSchema = z.object({
  verified: z.boolean(),
  realName: z.string().nullable(),
  idNumber: z.string().nullable(),
});
/** The `data` of GET /user/center/real-name. */
export type RealName = z.infer<typeof realNameSchema>;

/** The `data` of GET /user/info/personal-space: a user's public profile. */
export const personalSpaceSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nullable(),
  isAnchor: flagSchema,
  isExpert: flagSchema,
  signature: z.string(),
  /** Users following this user. */
  followerCount: z.number().int().nonnegative(),
  /** Users this user follows. */
  followingCount: z.number().int().nonnegative(),
});
/** A user's public profile. */
export type PersonalSpace = z.infer<typeof personalSpaceSchema>;

/** What a follow points at: a user (an anchor, usually), a football match or a basketball match. */
export const FOLLOW_TARGET = { USER: 1, FOOTBALL_MATCH: 2, BASKETBALL_MATCH: 3 } as const;
/** A value of {@link FOLLOW_TARGET}. */
export type FollowTarget = (typeof FOLLOW_TARGET)[keyof typeof FOLLOW_TARGET];
/** A {@link FOLLOW_TARGET} value. */
export const followTargetSchema = z.literal([FOLLOW_TARGET.USER, FOLLOW_TARGET.FOOTBALL_MATCH, FOLLOW_TARGET.BASKETBALL_MATCH]);
/**
 * The follow target of a match by its type: following a match (☆ on the score pages, 关注 on
 * /v/attention) is one `follows` row of this target, whichever call made it.
 */
export const MATCH_FOLLOW_TARGET = {
  [MatchType.FOOTBALL]: FOLLOW_TARGET.FOOTBALL_MATCH,
  [MatchType.BASKETBALL]: FOLLOW_TARGET.BASKETBALL_MATCH,
} as const satisfies Record<MatchType, FollowTarget>;
/** The match type of a match's follow target; a RangeError for a target that is no match's (a user). */
export function matchTypeOfFollowTarget(target: FollowTarget): MatchType {
  const found = (Object.entries(MATCH_FOLLOW_TARGET) as [`${MatchType}`, FollowTarget][]).find(([, matchTarget]) => matchTarget === target);
  if (found === undefined) throw new RangeError(`not a match's follow target: ${target}`);
  return Number(found[0]) as MatchType;
}

/** The public card of a followed user. */
export const followedUserSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nullable(),
  isAnchor: flagSchema,
});
/** The public card of a followed user. */
export type FollowedUser = z.infer<typeof followedUserSchema>;

/** One follow of GET /user/info/attention; `user` is set for a followed user, null for a match. */
export const attentionItemSchema = z.object({
  targetType: followTargetSchema,
  targetId: z.number().int(),
  /** ISO 8601 time of the follow. */
  followedAt: z.string(),
  user: followedUserSchema.nullable(),
});
/** One follow. */
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/** The `data` of GET /user/info/attention: one page of follows, newest first. */
export const attentionPageSchema = z.object({
  list: z.array(attentionItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
/** One page of follows. */
export type AttentionPage = z.infer<typeof attentionPageSchema>;

/** Page size of GET /user/info/attention unless given. */
export const ATTENTION_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Images one POST /user/common/multiUploadBase64 may carry. */
export const UPLOAD_MAX_IMAGES = 9;
/** Largest image accepted, in bytes once decoded. */
export const UPLOAD_MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Error of an upload that is not a PNG, JPEG, GIF or WebP image, judged by its content. */
export const UPLOAD_TYPE_ERROR = '仅支持上传PNG、JPG、GIF或WebP格式的图片';
/** Error of an image over {@link UPLOAD_MAX_IMAGE_BYTES}. */
export const UPLOAD_SIZE_ERROR = '单张图片不能超过2MB';
/** Error of an upload that is not valid base64. */
export const UPLOAD_ENCODING_ERROR = '图片数据格式错误';
/** Most pixels an uploaded image may have (all frames of an animation together): 40 megapixels. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Error of an image over {@link UPLOAD_MAX_PIXELS}, judged from its header before it is decoded. */
export const UPLOAD_PIXELS_ERROR = '图片尺寸过大，长×宽不能超过4000万像素';
/** Error of an image whose header names a kind we accept but whose pixels do not decode (truncated, corrupt). */
export const UPLOAD_UNREADABLE_ERROR = '图片已损坏，无法读取';
/** Error of a request with no image or more than {@link UPLOAD_MAX_IMAGES}. */
export const UPLOAD_COUNT_ERROR = `每次可上传1-${UPLOAD_MAX_IMAGES}张图片`;
/** An image's error in an upload of several: which image, counted from 1, then the error. */
export const uploadImageError = (index: number, count: number, error: string): string =>
  count > 1 ? `第${index + 1}张图片：${error}` : error;
/** The answer of an image upload in which every image was stored. */
export const UPLOAD_SUCCESS_MESSAGE = '上传成功';
/** An uploaded file's URL that names no stored file. */
export const UPLOADED_FILE_NOT_FOUND_MESSAGE = '文件不存在';

/** Longest base64 text of one image: 2 MB encoded, plus room for a data-URL prefix. */
export const UPLOAD_MAX_ENCODED_IMAGE_LENGTH = Math.ceil(UPLOAD_MAX_IMAGE_BYTES / 3) * 4 + 64;

/**
 * The body of POST /user/common/multiUploadBase64: images as base64, bare or as data URLs. The type
 * a data URL declares is ignored: the gateway judges each image by its bytes.
 */
export const multiUploadRequestSchema = z.object({
  images: z
    .array(z.string().min(1, UPLOAD_ENCODING_ERROR).max(UPLOAD_MAX_ENCODED_IMAGE_LENGTH, UPLOAD_SIZE_ERROR))
    .min(1, UPLOAD_COUNT_ERROR)
    .max(UPLOAD_MAX_IMAGES, UPLOAD_COUNT_ERROR),
});
/** The body of POST /user/common/multiUploadBase64. */
export type MultiUploadRequest = z.infer<typeof multiUploadRequestSchema>;

/** The `data` of POST /user/common/multiUploadBase64: the URL of each image, in order. */
export const multiUploadResponseSchema = z.array(z.string());

/** One emoji of GET /user/common/getEmojis: its text code, its name, and its image under the list's baseUrl. */
export const emojiSchema = z.object({
  /** What a message carries in place of the image, e.g. [微笑]. */
  code: z.string(),
  name: z.string(),
  /** The image file, relative to `baseUrl`. */
  file: z.string(),
  /** The same emoji as a Unicode character. */
  unicode: z.string(),
});
/** One emoji. */
export type Emoji = z.infer<typeof emojiSchema>;

/** The `data` of GET /user/common/getEmojis. */
export const emojiListSchema = z.object({ baseUrl: z.string(), list: z.array(emojiSchema) });
/** The `data` of GET /user/common/getEmojis. */
export type EmojiList = z.infer<typeof emojiListSchema>;
