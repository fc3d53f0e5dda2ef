import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CAPTCHA_SUCCESS_CODE,
  CAPTCHA_TOO_MANY_GETS,
  PASSWORD_INPUT_MAX_LENGTH,
  PASSWORD_PLACEHOLDER,
  SLIDER_PROMPT,
  captchaVerificationValue,
  cleanQuery,
  clickWordPointsSchema,
  loginPasswordSchema,
  moderationVariant,
  normalizePhoneInput,
  phoneSchema,
  scaleToReference,
  sliderPoint,
  strictPhoneSchema,
  verifyCodeSchema,
} from '../src/index';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('phone', () => {
  it('accepts exactly 11 digits', () => {
    expect(phoneSchema.parse('13800138000')).toBe('13800138000');
    expect(phoneSchema.safeParse('00000000000').success).toBe(true);
  });

  it.each(['', '1380013800', '138001380001', '1380013800a', '138 0013 800', '+8613800138'])(
    'rejects %j with 请输入正确的手机号',
    (value) => {
      expect(messages(phoneSchema, value)).toEqual(['请输入正确的手机号']);
    },
  );

  it('rejects non-strings', () => {
    expect(phoneSchema.safeParse(13800138000).success).toBe(false);
  });

  it('strict pattern: 1 then 3,4,5,7,8,9', () => {
    for (const second of ['3', '4', '5', '7', '8', '9']) {
      expect(strictPhoneSchema.safeParse(`1${second}800138000`).success).toBe(true);
    }
    for (const value of ['12800138000', '16800138000', '10800138000', '23800138000', '1380013800', '138001380000']) {
      expect(messages(strictPhoneSchema, value)).toEqual(['请输入正确的手机号']);
    }
  });

  it('input keeps digits only, at most 11', () => {
    expect(normalizePhoneInput('138 0013 8000')).toBe('13800138000');
    expect(normalizePhoneInput('+86-138-0013-8000')).toBe('86138001380');
    expect(normalizePhoneInput('1380013800099')).toBe('13800138000');
    expect(normalizePhoneInput('abc')).toBe('');
    expect(normalizePhoneInput('1\t3\n8')).toBe('138');
  });
});

describe('verification code', () => {
  it('accepts exactly 6 characters', () => {
    expect(verifyCodeSchema.parse('123456')).toBe('123456');
    expect(verifyCodeSchema.safeParse('a1b2c3').success).toBe(true);
  });

  it('empty gives 请输入验证码！ and nothing else', () => {
    expect(messages(verifyCodeSchema, '')).toEqual(['请输入验证码！']);
  });

  it.each(['1', '12345', '1234567'])('wrong length %j gives 验证码错误，请确认后重新输入', (value) => {
    expect(messages(verifyCodeSchema, value)).toEqual(['验证码错误，请确认后重新输入']);
  });
});

describe('login password', () => {
  const error = '密码是长度为6-20位的字母、数字或组合';

  it('accepts 6 to 16 characters', () => {
    expect(loginPasswordSchema.safeParse('abc123').success).toBe(true);
    expect(loginPasswordSchema.safeParse('a'.repeat(16)).success).toBe(true);
  });

  it.each(['', 'abc12', 'a'.repeat(17), 'a'.repeat(20)])('rejects %j with the password message', (value) => {
    expect(messages(loginPasswordSchema, value)).toEqual([error]);
  });

  it('input allows 20 and the placeholder says 6-20', () => {
    expect(PASSWORD_INPUT_MAX_LENGTH).toBe(20);
    expect(PASSWORD_PLACEHOLDER).toContain('6-20');
  });
});

describe('captcha rules', () => {
  it('slider prompt and codes', () => {
    expect(SLIDER_PROMPT).toBe('请拖动滑块填充拼图');
    expect(CAPTCHA_SUCCESS_CODE).toBe('0000');
    expect(CAPTCHA_TOO_MANY_GETS).toBe('6201');
  });

  it('scales a click to the 310x155 reference image', () => {
    expect(scaleToReference({ x: 100, y: 50 }, 620, 310)).toEqual({ x: 50, y: 25 });
    expect(scaleToReference({ x: 310, y: 155 }, 310, 155)).toEqual({ x: 310, y: 155 });
    expect(scaleToReference({ x: 10, y: 10 }, 400, 200)).toEqual({ x: 8, y: 8 });
  });

  it('refuses an image that was not laid out', () => {
    expect(() => scaleToReference({ x: 1, y: 1 }, 0, 155)).toThrow(RangeError);
    expect(() => scaleToReference({ x: 1, y: 1 }, 310, Number.NaN)).toThrow(RangeError);
    expect(() => sliderPoint(1, -5)).toThrow(RangeError);
  });

  it('slider point is scaled to 310 wide with y fixed at 5', () => {
    expect(sliderPoint(200, 400)).toEqual({ x: 155, y: 5 });
    expect(sliderPoint(100, 310)).toEqual({ x: 100, y: 5 });
    expect(sliderPoint(1, 3).x).toBeCloseTo(103.333, 3);
  });

  it('click-word takes exactly three points', () => {
    const point = { x: 1, y: 2 };
    expect(clickWordPointsSchema.safeParse([point, point, point]).success).toBe(true);
    expect(clickWordPointsSchema.safeParse([point, point]).success).toBe(false);
    expect(clickWordPointsSchema.safeParse([point, point, point, point]).success).toBe(false);
    expect(clickWordPointsSchema.safeParse([point, point, { x: 'a', y: 1 }]).success).toBe(false);
  });

  it('pass value is token---pointData', () => {
    expect(captchaVerificationValue('tok', '[{"x":1,"y":5}]')).toBe('tok---[{"x":1,"y":5}]');
  });
});

describe('query strings', () => {
  it('drop null, undefined and empty values, keep falsy others', () => {
    expect(cleanQuery({ a: null, b: undefined, c: '', d: 0, e: false, f: 'x', g: ' ' })).toEqual({
      d: 0,
      e: false,
      f: 'x',
      g: ' ',
    });
  });

  it('does not touch its argument', () => {
    const query = { a: '', b: 1 };
    cleanQuery(query);
    expect(query).toEqual({ a: '', b: 1 });
  });
});

describe('moderation variant', () => {
  it('1 is ban, anything else manager', () => {
    expect(moderationVariant(1)).toBe('ban');
    expect(moderationVariant(0)).toBe('manager');
    expect(moderationVariant(2)).toBe('manager');
  });
});
