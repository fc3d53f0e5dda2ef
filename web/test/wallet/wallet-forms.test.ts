import { describe, expect, it } from 'vitest';
import type { NobilityTier } from '@portal/contracts';
import { nobilityPerks } from '../../src/wallet/NobleShop';
import { resetFormError } from '../../src/wallet/PayPasswordResetPage';
import { checkRedPacketForm } from '../../src/wallet/RedPackets';
import { priceOf } from '../../src/wallet/TopUpPage';
import { signedAmount } from '../../src/wallet/WalletRecords';

describe('checkRedPacketForm', () => {
  it('takes 1 to 100 shares and a total of at least one diamond a share that the balance covers', () => {
    expect(checkRedPacketForm('10', '100', 100)).toEqual({ ok: true, count: 10, total: 100 });
    expect(checkRedPacketForm('0', '100', 100)).toEqual({ ok: false, message: '红包个数为1-100个' });
    expect(checkRedPacketForm('101', '1000', 1000)).toEqual({ ok: false, message: '红包个数为1-100个' });
    expect(checkRedPacketForm('2.5', '100', 100)).toEqual({ ok: false, message: '红包个数为1-100个' });
    expect(checkRedPacketForm('10', '9', 100)).toEqual({ ok: false, message: '红包总额不能少于红包个数' });
    expect(checkRedPacketForm('10', '-9', 100)).toEqual({ ok: false, message: '金额必须是正整数' });
    expect(checkRedPacketForm('10', '101', 100)).toEqual({ ok: false, message: '钻石余额不足' });
    expect(checkRedPacketForm('10', '100', null)).toEqual({ ok: false, message: '钻石余额不足' });
  });
});

describe('resetFormError', () => {
  const good = { phone: '13800138000', code: '123456', password: '654321', confirm: '654321' };

  it('passes a complete form', () => {
    expect(resetFormError(good)).toBeNull();
  });

  it('names the first problem in the order of the fields', () => {
    expect(resetFormError({ ...good, phone: '1380013800' })).toBe('请输入正确的手机号');
    expect(resetFormError({ ...good, code: '' })).toBe('请输入验证码！');
    expect(resetFormError({ ...good, code: '12345' })).toBe('验证码错误，请确认后重新输入');
    expect(resetFormError({ ...good, password: '12345', confirm: '12345' })).toBe('支付密码为6位数字');
    expect(resetFormError({ ...good, confirm: '654320' })).toBe('两次输入的支付密码不一致');
  });
});

describe('nobilityPerks', () => {
  const tier: NobilityTier = {
    id: 4,
    tier: 4,
    name: '侯爵',
    price: 8000,
    durationDays: 30,
    badge: '/demo/nobility/marquis.svg',
    bubble: 'bubble-marquis',
    entryNotice: true,
    banProtected: true,
  };

  it('lists the entry notice and the ban protection only for tiers that have them', () => {
    expect(nobilityPerks(tier)).toEqual(['专属勋章', '专属聊天气泡', '进场通知', '防房管禁言']);
    expect(nobilityPerks({ ...tier, entryNotice: false, banProtected: false })).toEqual(['专属勋章', '专属聊天气泡']);
  });
});

describe('priceOf and signedAmount', () => {
  it('prices diamonds in yuan at the rate', () => {
    expect(priceOf(60)).toBe('6.00');
    expect(priceOf(1980, 10)).toBe('198.00');
    expect(priceOf(15, 10)).toBe('1.50');
  });

  it('signs credits and debits and groups them', () => {
    expect(signedAmount(1_000)).toBe('+1,000');
    expect(signedAmount(-12_345)).toBe('-12,345');
    expect(signedAmount(0)).toBe('0');
  });
});
