import { describe, expect, it } from 'vitest';
import * as contracts from '../src/index';
import {
  SANDBOX_CHECKOUT_LABELS,
  UPLOAD_SIZE_ERROR,
  WALLET_MESSAGES,
  banAnnouncement,
  banLogDetail,
  managerAnnouncement,
  captchaInvalidRequestMessage,
  defaultRoomTitle,
  giftAnnouncement,
  invalidParametersMessage,
  listIndexMismatchMessage,
  malformedSocketRequestMessage,
  nobilityAnnouncement,
  redPacketAnnouncement,
  roomWordsLogDetail,
  slowModeLogDetail,
  smsCodeText,
  smsCooldownMessage,
  unknownApiMessage,
  uploadImageError,
} from '../src/index';

const chinese = /[\u3400-\u9fff]/;

/** The texts the gateway sends, by the names it imports them under. */
const GATEWAY_TEXT_NAMES = [
  'ALREADY_ANCHOR_MESSAGE',
  'ANCHOR_NOT_FOUND_MESSAGE',
  'ANCHOR_OFFLINE_MESSAGE',
  'AUDIT_APPROVED_MESSAGE',
  'AUDIT_PENDING_MESSAGE',
  'AUDIT_REJECTED_MESSAGE',
  'AUDIT_SUBMITTED_MESSAGE',
  'CAPTCHA_EXPIRED_MESSAGE',
  'CAPTCHA_SUCCESS_MESSAGE',
  'CAPTCHA_TOO_MANY_CHECKS_MESSAGE',
  'CAPTCHA_TOO_MANY_FAILURES_MESSAGE',
  'CHANNEL_NOT_READY_MESSAGE',
  'CODE_REQUESTS_TOO_FREQUENT_MESSAGE',
  'CROSS_SITE_REQUEST_MESSAGE',
  'DEFAULT_APPROVAL_REASON',
  'DEV_CAPTCHA_NOT_FOUND_MESSAGE',
  'DEV_SMS_NOT_FOUND_MESSAGE',
  'DYNAMIC_KEY_TOO_FREQUENT_MESSAGE',
  'EMOJI_NOT_FOUND_MESSAGE',
  'FOLLOW_SELF_MESSAGE',
  'FOLLOWED_MESSAGE',
  'GENERIC_FAILURE_MESSAGE',
  'INVALID_PARAMETERS_MESSAGE',
  'MATCH_CHAT_NOTICE',
  'MATCH_CHAT_WELCOME',
  'MATCH_NOT_FOUND_MESSAGE',
  'MOBILE_NOT_REGISTERED_MESSAGE',
  'MOBILE_TAKEN_MESSAGE',
  'NEWS_NOT_FOUND_MESSAGE',
  'NICK_NAME_AVAILABLE_MESSAGE',
  'NICK_NAME_CHANGED_MESSAGE',
  'NICK_NAME_TAKEN_MESSAGE',
  'NICK_NAME_UNAVAILABLE_MESSAGE',
  'NO_PENDING_AUDIT_MESSAGE',
  'NO_ROOM_YET_MESSAGE',
  'NOT_AN_ANCHOR_MESSAGE',
  'NOT_OWN_ROOM_MESSAGE',
  'NOT_YOUR_COLLECT_MESSAGE',
  'OLD_PASSWORD_WRONG_MESSAGE',
  'OLD_SLIDER_FAILED_MESSAGE',
  'OLD_SLIDER_PASSED_MESSAGE',
  'OPERATOR_REFUSED_MESSAGE',
  'PASSWORD_ALREADY_SET_MESSAGE',
  'PASSWORD_CHANGED_MESSAGE',
  'PASSWORD_NOT_SET_MESSAGE',
  'PASSWORD_RETRIEVED_MESSAGE',
  'PASSWORD_SET_MESSAGE',
  'PLAY_ADDRESS_EXPIRED_MESSAGE',
  'PORTRAIT_CHANGED_MESSAGE',
  'PROFILE_UPDATED_MESSAGE',
  'REAL_NAME_ALREADY_VERIFIED_MESSAGE',
  'REAL_NAME_VERIFIED_MESSAGE',
  'REJECT_REASON_REQUIRED_MESSAGE',
  'REPLAY_NOT_FOUND_MESSAGE',
  'RESERVATION_CANCELLED_MESSAGE',
  'RESERVED_MESSAGE',
  'ROOM_CHAT_WELCOME',
  'ROOM_CLOSED_MESSAGE',
  'ROOM_NOT_FOUND_MESSAGE',
  'ROOM_OPENED_MESSAGE',
  'ROOM_SAVED_MESSAGE',
  'SIGN_IN_REQUIRED_MESSAGE',
  'SIGNED_OUT_MESSAGE',
  'SMS_CODE_NOT_VALID_MESSAGE',
  'SMS_CODE_VALID_MESSAGE',
  'SMS_DAILY_LIMIT_MESSAGE',
  'STREAM_KEY_NO_ROOM_MESSAGE',
  'STREAM_KEY_NOT_ANCHOR_MESSAGE',
  'TEAM_LOGO_NOT_FOUND_MESSAGE',
  'TOO_MANY_CHANNELS_MESSAGE',
  'UNFOLLOWED_MESSAGE',
  'UNKNOWN_CHANNEL_MESSAGE',
  'UPLOAD_SUCCESS_MESSAGE',
  'UPLOADED_FILE_NOT_FOUND_MESSAGE',
  'USER_NOT_FOUND_MESSAGE',
  'VIDEO_NOT_FOUND_MESSAGE',
] as const satisfies ReadonlyArray<keyof typeof contracts>;

const gatewayTexts: Record<string, unknown> = {
  ...Object.fromEntries(GATEWAY_TEXT_NAMES.map((name) => [name, contracts[name]])),
  'WALLET_MESSAGES.rechargeClosed': WALLET_MESSAGES.rechargeClosed,
  'WALLET_MESSAGES.othersCards': WALLET_MESSAGES.othersCards,
  ...Object.fromEntries(Object.entries(SANDBOX_CHECKOUT_LABELS).map(([key, text]) => [`SANDBOX_CHECKOUT_LABELS.${key}`, text])),
};

/** Every message text contracts exports: the strings with Chinese in them, and the members of the `*_MESSAGES` maps. */
function exportedMessages(): Array<[name: string, text: string]> {
  const found: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (typeof value === 'string' && chinese.test(value)) found.push([name, value]);
    if (name.endsWith('_MESSAGES') && typeof value === 'object' && value !== null) {
      for (const [key, text] of Object.entries(value)) if (typeof text === 'string') found.push([`${name}.${key}`, text]);
    }
  }
  return found;
}

/**
 * Names that carry another name's text on purpose (none today). Add one only where the two mean
 * different things that happen to read the same; otherwise import the existing constant.
 */
const DELIBERATE_ALIASES: ReadonlySet<string> = new Set<string>();

describe('the texts the gateway sends', () => {
  it.each(Object.entries(gatewayTexts))('%s is a non-empty string', (_name, text) => {
    expect(typeof text).toBe('string');
    expect(String(text).trim()).not.toBe('');
  });

  it('fills the templated texts in as users have always read them', () => {
    expect(invalidParametersMessage('roomId: invalid')).toBe('参数错误 roomId: invalid');
    expect(unknownApiMessage('GET', '/api/nothing')).toBe('接口不存在：GET /api/nothing');
    expect(listIndexMismatchMessage(2, 'live')).toBe('参数错误 index: 2 与列表 live 不符');
    expect(smsCooldownMessage(45)).toBe('验证码发送过于频繁，请45秒后再试');
    expect(smsCodeText('012345')).toBe('【好球直播】您的验证码是012345，5分钟内有效，请勿泄露给他人。');
    expect(captchaInvalidRequestMessage('Unexpected end of JSON input')).toBe('无效请求：Unexpected end of JSON input');
    expect(malformedSocketRequestMessage('fromSeq', 'invalid')).toBe('请求格式错误 fromSeq: invalid');
    expect(uploadImageError(1, 3, UPLOAD_SIZE_ERROR)).toBe(`第2张图片：${UPLOAD_SIZE_ERROR}`);
    expect(uploadImageError(0, 1, UPLOAD_SIZE_ERROR)).toBe(UPLOAD_SIZE_ERROR);
    expect(defaultRoomTitle('老王')).toBe('老王的直播间');
    expect(defaultRoomTitle(undefined)).toBe('主播的直播间');
    expect(giftAnnouncement('火箭', 2, 1)).toBe('送出火箭x2');
    expect(giftAnnouncement('火箭', 2, 3)).toBe('送出火箭x2 3连击');
    expect(nobilityAnnouncement('骑士')).toBe('开通了骑士');
    expect(redPacketAnnouncement(100)).toBe('发了一个100钻石的红包');
    expect(slowModeLogDetail(0)).toBe('关闭慢速模式');
    expect(slowModeLogDetail(30)).toBe('慢速模式 30 秒');
    expect(roomWordsLogDetail(4)).toBe('屏蔽词 4 个');
    expect(banLogDetail(60, undefined)).toBe('1小时');
    expect(banLogDetail(0, '刷屏')).toBe('永久，刷屏');
    expect(banLogDetail(5, undefined)).toBe('5分钟');
    const ban = { user: { nickName: '球友1' }, bannedBy: { nickName: '球评老王' }, createdAt: 1_000_000 };
    expect(banAnnouncement({ ...ban, until: 1_000_000 + 3_600_000 })).toBe('球友1 被 球评老王 禁言1小时');
    expect(banAnnouncement({ ...ban, until: 1_000_000 + 600_000 })).toBe('球友1 被 球评老王 禁言10分钟');
    expect(banAnnouncement({ ...ban, until: null })).toBe('球友1 被 球评老王 永久禁言');
    expect(managerAnnouncement({ nickName: '球友2' }, { nickName: '球评老王' })).toBe('球友2 被 球评老王 任命为房管');
  });
});

describe('message texts', () => {
  it('give no two names the same text unless deliberately aliased', () => {
    const namesByText = new Map<string, string[]>();
    for (const [name, text] of exportedMessages()) {
      if (!DELIBERATE_ALIASES.has(name)) namesByText.set(text, [...(namesByText.get(text) ?? []), name]);
    }
    expect([...namesByText].filter(([, names]) => names.length > 1)).toEqual([]);
  });
});
