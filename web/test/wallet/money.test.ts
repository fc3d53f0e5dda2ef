import { describe, expect, it } from 'vitest';
import {
  AMOUNT_NOT_NUMBER_ERROR,
  AMOUNT_REQUIRED_ERROR,
  AMOUNT_TOO_LARGE_ERROR,
  AMOUNT_WHOLE_ERROR,
  PAY_PASSWORD_FORMAT_ERROR,
  requestKeySchema,
} from '@portal/contracts';
import {
  checkAmount,
  covers,
  groupCardNumber,
  newRequestKey,
  payPasswordError,
  walletAmount,
  yuanOfFen,
} from '../../src/wallet/money';

describe('walletAmount and yuanOfFen', () => {
  it('groups whole amounts by thousands without decimals', () => {
    expect(walletAmount(1_234_567)).toBe('1,234,567');
    expect(walletAmount(999)).toBe('999');
    expect(walletAmount(0)).toBe('0');
  });

  it('shows an unknown amount as 0 and a fraction to 2 places', () => {
    expect(walletAmount(null)).toBe('0');
    expect(walletAmount(undefined)).toBe('0');
    expect(walletAmount(1234.5)).toBe('1,234.50');
  });

  it('shows fen as yuan with 2 decimals', () => {
    expect(yuanOfFen(12_345_600)).toBe('123,456.00');
    expect(yuanOfFen(5)).toBe('0.05');
  });
});

describe('checkAmount', () => {
  it('accepts a whole amount within the limits, forgiving separators and spaces', () => {
    expect(checkAmount('100', { min: 10 })).toEqual({ ok: true, amount: 100 });
    expect(checkAmount(' 10,000 ', { min: 10 })).toEqual({ ok: true, amount: 10_000 });
    expect(checkAmount('10', { min: 10 })).toEqual({ ok: true, amount: 10 });
  });

  it('refuses an empty amount', () => {
    expect(checkAmount('  ')).toEqual({ ok: false, message: AMOUNT_REQUIRED_ERROR });
  });

  it('refuses zero, negative and fractional amounts', () => {
    for (const text of ['0', '-5', '12.5', '0.1'])
      expect(checkAmount(text)).toEqual({ ok: false, message: AMOUNT_WHOLE_ERROR });
  });

  it('refuses non-numeric amounts', () => {
    for (const text of ['abc', '0x10', '12元'])
      expect(checkAmount(text)).toEqual({ ok: false, message: AMOUNT_NOT_NUMBER_ERROR });
  });

  it('refuses amounts below the minimum and absurdly large ones', () => {
    expect(checkAmount('9', { min: 10 })).toEqual({ ok: false, message: '金额不能低于10' });
    expect(checkAmount('100', { min: 10_000 })).toEqual({ ok: false, message: '金额不能低于10,000' });
    expect(checkAmount('9'.repeat(30))).toEqual({ ok: false, message: AMOUNT_TOO_LARGE_ERROR });
    expect(checkAmount('501', { max: 500 })).toEqual({ ok: false, message: '金额不能超过500' });
  });
});

describe('covers', () => {
  it('covers a cost up to the balance, and nothing with an unknown balance', () => {
    expect(covers(100, 100)).toBe(true);
    expect(covers(99, 100)).toBe(false);
    expect(covers(null, 0)).toBe(false);
  });
});

describe('groupCardNumber', () => {
  it('keeps at most 19 digits, grouped by four', () => {
    expect(groupCardNumber('6222-0212 3456a7890')).toBe('6222 0212 3456 7890');
    expect(groupCardNumber('62220212345678901234567')).toBe('6222 0212 3456 7890 123');
  });
});

describe('payPasswordError', () => {
  it('takes exactly six digits', () => {
    expect(payPasswordError('123456')).toBeNull();
    for (const text of ['12345', '1234567', 'abcdef', '12 456', ''])
      expect(payPasswordError(text)).toBe(PAY_PASSWORD_FORMAT_ERROR);
  });
});

describe('newRequestKey', () => {
  it('draws a fresh key the gateway accepts', () => {
    const key = newRequestKey();
    expect(requestKeySchema.safeParse(key).success).toBe(true);
    expect(newRequestKey()).not.toBe(key);
  });
});
