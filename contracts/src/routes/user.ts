import { z } from 'zod';
import {
  initPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  retrievePasswordRequestSchema,
  updatePasswordRequestSchema,
  dynamicKeySchema,
  nickNameSchema,
} from '../auth';
import { oldSliderChallengeSchema } from '../captcha';
import {
  attentionPageSchema,
  emojiListSchema,
  followTargetSchema,
  multiUploadRequestSchema,
  UPLOAD_MAX_ENCODED_IMAGE_LENGTH,
  multiUploadResponseSchema,
  nickNameAvailabilitySchema,
  personalSpaceSchema,
  portraitUrlSchema,
  realNameRequestSchema,
  realNameSchema,
  updateInfoRequestSchema,
  userCenterInfoSchema,
} from '../user';
import { defineRoute, defineRoutes, getQuery, queryInt } from './define';

const badUserId = { error: '用户编号必须是正整数' };
const userIdSchema = z.coerce.number(badUserId).int(badUserId).positive(badUserId).max(2_147_483_647, badUserId);

/** The older slider's challenge with the token its check names. */
export const slidingChallengeSchema = oldSliderChallengeSchema.extend({ token: z.string() });

/** The body of POST /user/verification/sliding-verification/check: the token and where the piece was dropped. */
export const slidingCheckRequestSchema = z.object({ token: z.string().min(1).max(64), x: z.number().finite() });

/** Accounts: keys, login, registration, the personal centre, public profiles and uploads (SPEC §7 "Auth and user"). */
export const userRoutes = defineRoutes({
  dynamicKey: defineRoute({ method: 'GET', path: '/user/key/getDynamicKey', query: getQuery({}), response: dynamicKeySchema }),
  login: defineRoute({ method: 'POST', path: '/user/login', body: loginRequestSchema, response: loginResponseSchema }),
  register: defineRoute({ method: 'POST', path: '/user/register', body: registerRequestSchema, response: loginResponseSchema }),
  logout: defineRoute({ method: 'POST', path: '/user/logout', response: z.null(), summary: 'Revokes the session and clears the auth cookie.' }),
  retrievePassword: defineRoute({ method: 'POST', path: '/user/center/retrievePassword', body: retrievePasswordRequestSchema, response: z.null() }),
  centerInfo: defineRoute({ method: 'GET', path: '/user/center/info', query: getQuery({}), response: userCenterInfoSchema }),
  updateInfo: defineRoute({ method: 'POST', path: '/user/center/updateInfo', body: updateInfoRequestSchema, response: userCenterInfoSchema }),
  updateNickName: defineRoute({
    method: 'GET',
    path: '/user/center/updateNickName',
    query: getQuery({ nickName: nickNameSchema }),
    response: userCenterInfoSchema,
  }),
  updatePortrait: defineRoute({
    method: 'GET',
    path: '/user/center/updatePortrait',
    query: getQuery({ portraitUrl: portraitUrlSchema }),
    response: userCenterInfoSchema,
  }),
  updatePassword: defineRoute({ method: 'POST', path: '/user/center/updatePassword', body: updatePasswordRequestSchema, response: z.null() }),
  initPassword: defineRoute({ method: 'POST', path: '/user/center/initPassword', body: initPasswordRequestSchema, response: z.null() }),
  realName: defineRoute({ method: 'GET', path: '/user/center/real-name', query: getQuery({}), response: realNameSchema }),
  submitRealName: defineRoute({ method: 'POST', path: '/user/center/real-name', body: realNameRequestSchema, response: realNameSchema }),
  checkNickName: defineRoute({
    method: 'GET',
    path: '/user/check/nick-name',
    query: getQuery({ nickName: nickNameSchema }),
    response: nickNameAvailabilitySchema,
  }),
  personalSpace: defineRoute({ method: 'GET', path: '/user/info/personal-space', query: getQuery({ id: userIdSchema }), response: personalSpaceSchema }),
  attention: defineRoute({
    method: 'GET',
    path: '/user/info/attention',
    query: getQuery({
      userId: userIdSchema.optional(),
      type: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().pipe(followTargetSchema).optional()),
      page: queryInt({ min: 1, max: 10_000, fallback: 1 }),
      pageSize: queryInt({ min: 1, max: 100, fallback: 30 }),
    }),
    response: attentionPageSchema,
    summary: "A user's follows; without userId the caller's own.",
  }),
  multiUploadBase64: defineRoute({
    method: 'POST',
    path: '/user/common/multiUploadBase64',
    body: multiUploadRequestSchema,
    // Base64 images are long text: the policy leaves room above the schema's own limit, whose
    // message (单张图片不能超过2MB) is the one a user over it should see.
    maxTextLength: 2 * UPLOAD_MAX_ENCODED_IMAGE_LENGTH,
    response: multiUploadResponseSchema,
  }),
  emojis: defineRoute({ method: 'GET', path: '/user/common/getEmojis', query: getQuery({}), response: emojiListSchema }),
  slidingVerification: defineRoute({
    method: 'GET',
    path: '/user/verification/sliding-verification',
    query: getQuery({}),
    response: slidingChallengeSchema,
  }),
  slidingVerificationCheck: defineRoute({
    method: 'POST',
    path: '/user/verification/sliding-verification/check',
    body: slidingCheckRequestSchema,
    response: z.object({ passed: z.literal(true) }),
  }),
});
