import { z } from 'zod';
import { balancesSchema } from './auth';
import { DEFAULT_PAGE_SIZE, formatThousands } from './constants';
import { TransactionType, transactionTypeSchema } from './enums';
import { RANK_TYPE } from './room';

/** The two wallet currencies: `balance` is diamonds (钻石), `ticket` is tickets (球票). */
export const WALLET_CURRENCY = { DIAMOND: 'balance', TICKET: 'ticket' } as const;
/** A value of {@link WALLET_CURRENCY}. */
export type WalletCurrency = (typeof WALLET_CURRENCY)[keyof typeof WALLET_CURRENCY];
/** Accepts `balance` or `ticket`. */
export const walletCurrencySchema = z.enum(['balance', 'ticket'], { error: '请选择正确的币种' });
/** Chinese name of each currency. */
export const WALLET_CURRENCY_LABELS: Record<WalletCurrency, string> = { balance: '钻石', ticket: '球票' };

/** Largest amount a single wallet operation may move, in whole units. */
export const MAX_WALLET_AMOUNT = 10_000_000;
/** Diamonds one yuan buys; a withdrawal pays out at the same rate. */
export const DIAMONDS_PER_YUAN = 10;
/** Smallest top-up, in diamonds. */
export const MIN_RECHARGE = 10;
/** Smallest withdrawal of income, in diamonds (GET /pay/lowest). */
export const MIN_WITHDRAWAL = 100;
/** The top-up amounts the pay page offers, in diamonds. */
export const RECHARGE_OPTIONS = [60, 300, 980, 1980, 3280, 6480] as const;

/** Error of an empty amount. */
export const AMOUNT_REQUIRED_ERROR = '请输入金额';
/** Error of an amount that is not a number at all. */
export const AMOUNT_NOT_NUMBER_ERROR = '金额必须是数字';
/** Error of a zero, negative or fractional amount. */
export const AMOUNT_WHOLE_ERROR = '金额必须是正整数';
/** Error of an amount above {@link MAX_WALLET_AMOUNT}. */
export const AMOUNT_TOO_LARGE_ERROR = `金额不能超过${formatThousands(MAX_WALLET_AMOUNT)}`;
/** Error of an amount below a minimum. */
export const amountBelowMinimumError = (minimum: number) => `金额不能低于${formatThousands(minimum)}`;

/**
 * A wallet amount: a whole number of units from 1 to {@link MAX_WALLET_AMOUNT}. A JSON number or a
 * string of digits is accepted; empty, non-numeric, zero, negative, fractional, non-finite and
 * absurdly large values are refused with the message that says why.
 */
export const amountSchema = z.unknown().transform((value, ctx): number => {
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message, input: value });
    return z.NEVER;
  };
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return refuse(AMOUNT_REQUIRED_ERROR);
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(value)) n = Number(value);
  else return refuse(AMOUNT_NOT_NUMBER_ERROR);
  if (Number.isNaN(n)) return refuse(AMOUNT_NOT_NUMBER_ERROR);
  if (n === Infinity) return refuse(AMOUNT_TOO_LARGE_ERROR);
  if (!Number.isFinite(n) || n <= 0 || !Number.isInteger(n)) return refuse(AMOUNT_WHOLE_ERROR);
  if (n > MAX_WALLET_AMOUNT) return refuse(AMOUNT_TOO_LARGE_ERROR);
  return n;
});
/** A validated wallet amount. */
export type Amount = z.infer<typeof amountSchema>;

/** Error of a missing or malformed idempotency key. */
export const REQUEST_KEY_ERROR = '请求编号无效，请刷新后重试';
/**
 * The idempotency key a client draws once per intended operation (e.g. a UUID) and sends again on
 * every retry: the same key returns the first result, the same key with other details is refused.
 */
export const requestKeySchema = z
  .string({ error: REQUEST_KEY_ERROR })
  .regex(/^[A-Za-z0-9_:.-]{8,64}$/, { error: REQUEST_KEY_ERROR });

/** Error of a pay password that is not six digits. */
export const PAY_PASSWORD_FORMAT_ERROR = '支付密码为6位数字';
/** A pay password: exactly six digits. */
export const payPasswordSchema = z.string({ error: PAY_PASSWORD_FORMAT_ERROR }).regex(/^\d{6}$/, { error: PAY_PASSWORD_FORMAT_ERROR });

/** Wrong pay passwords in a row that lock paying with it. */
export const PAY_PASSWORD_LOCKING_FAILURE = 5;
/** How long a locked pay password stays locked (a reset by SMS code lifts it at once). */
export const PAY_PASSWORD_LOCK_MINUTES = 30;

/** Messages the wallet calls answer with. */
export const WALLET_MESSAGES = {
  insufficientDiamonds: '钻石余额不足',
  insufficientTickets: '球票余额不足',
  insufficientIncome: '可提现收益不足',
  requestKeyReused: '该请求编号已用于其他操作',
  payPasswordWrong: `支付密码错误，连续错误${PAY_PASSWORD_LOCKING_FAILURE}次将锁定${PAY_PASSWORD_LOCK_MINUTES}分钟`,
  payPasswordLocked: `支付密码错误次数过多，已锁定${PAY_PASSWORD_LOCK_MINUTES}分钟，可通过短信验证码重置`,
  payPasswordNotSet: '请先设置支付密码',
  payPasswordOldWrong: `原支付密码错误，连续错误${PAY_PASSWORD_LOCKING_FAILURE}次将锁定${PAY_PASSWORD_LOCK_MINUTES}分钟`,
  cardNumberInvalid: '请输入正确的银行卡号',
  holderNameInvalid: '请输入正确的持卡人姓名',
  bankNameInvalid: '请输入开户银行',
  cardAlreadyBound: '该银行卡已绑定',
  cardNotFound: '银行卡不存在',
  cardRequired: '请选择提现银行卡',
  cardLimit: '最多绑定5张银行卡',
  giftNotFound: '礼物不存在',
  giftToSelf: '不能给自己送礼物',
  nobilityNotFound: '贵族等级不存在',
  nobilityNotOwned: '尚未开通该贵族',
  redPacketNotFound: '红包不存在',
  redPacketGone: '红包已被抢完',
  redPacketExpired: '红包已过期',
  redPacketAlreadyGrabbed: '您已经抢过这个红包了',
  redPacketOwn: '不能抢自己的红包',
  redPacketTooSmall: '红包总额不能少于红包个数',
  redPacketCount: `红包个数为1-100个`,
  orderNotFound: '订单不存在',
  paymentRefused: '支付通知无效',
  withdrawalNotFound: '提现申请不存在',
  withdrawalSettled: '该提现申请已处理',
  operatorOnly: '无权操作',
  rechargeClosed: '充值通道暂未开放',
  othersCards: '无权查看他人的银行卡',
} as const;

/** The room's announcement of a gift: name and count, and the combo when it is more than one. */
export const giftAnnouncement = (giftName: string, count: number, combo: number): string =>
  combo > 1 ? `送出${giftName}x${count} ${combo}连击` : `送出${giftName}x${count}`;
/** The room's announcement of a nobility tier taken up. */
export const nobilityAnnouncement = (tierName: string): string => `开通了${tierName}`;
/** The room's announcement of a noble whose tier has 进场通知 coming in (shown after their badge and name). */
export const NOBLE_ENTRY_ANNOUNCEMENT = '进入了直播间';
/** A noble's coming into one room is announced at most once in this long. */
export const NOBLE_ENTRY_QUIET_MS = 10 * 60_000;
/** The room's announcement of a red packet of `total` diamonds. */
export const redPacketAnnouncement = (total: number): string => `发了一个${total}钻石的红包`;

/** The labels of the local sandbox's checkout page, which stands in for a payment provider's. */
export const SANDBOX_CHECKOUT_LABELS = {
  title: '收银台',
  sandbox: '沙箱环境 · 不会真实扣款',
  orderHeading: '订单信息',
  order: '订单号：',
  goods: '商品：',
  diamonds: '钻石',
  createdAt: '下单时间：',
  price: '应付：',
  methodHeading: '支付方式',
  alipay: '支付宝',
  wechat: '微信支付',
  unionpay: '银联云闪付',
  paid: '该订单已支付',
  back: '返回充值',
  cancel: '取消支付',
  pay: '确认支付',
  note: '这是本站的沙箱收银台：点击「确认支付」即视为支付成功，支付平台的到账通知照常发给本站。',
} as const;

// ---------------------------------------------------------------- balances, setting, lowest

/** The `data` of GET /pay/setting: the rules the pay and withdraw pages show. */
export const walletSettingSchema = z.object({
  diamondsPerYuan: z.number().int(),
  rechargeOptions: z.array(z.number().int()),
  minRecharge: z.number().int(),
  maxAmount: z.number().int(),
  withdrawMinimum: z.number().int(),
  /** Whether the signed-in user has set a pay password (withdrawals need one). */
  hasPayPassword: z.boolean(),
});
/** The `data` of GET /pay/setting. */
export type WalletSetting = z.infer<typeof walletSettingSchema>;

/** The `data` of GET /pay/lowest: the smallest withdrawal, in diamonds of income. */
export const walletLowestSchema = z.object({ lowest: z.number().int() });
/** The `data` of GET /pay/lowest. */
export type WalletLowest = z.infer<typeof walletLowestSchema>;

/** The signed-in user's anchor income, by currency, as the wallet page shows it beside the balances. */
export const incomeBalancesSchema = z.object({ balance: z.number().int(), ticket: z.number().int() });
/** The anchor income of a user. */
export type IncomeBalances = z.infer<typeof incomeBalancesSchema>;

// ---------------------------------------------------------------- recharge

/** The body of POST /pay/recharge: diamonds to buy. */
export const rechargeRequestSchema = z.object({
  amount: amountSchema.pipe(z.number().min(MIN_RECHARGE, { error: amountBelowMinimumError(MIN_RECHARGE) })),
  requestKey: requestKeySchema,
});
/** The body of POST /pay/recharge as a client writes it. */
export type RechargeRequest = z.input<typeof rechargeRequestSchema>;

/** State of a recharge order. */
export const rechargeStatusSchema = z.enum(['pending', 'paid']);
/** State of a recharge order. */
export type RechargeStatus = z.infer<typeof rechargeStatusSchema>;

/** A recharge order: pay `price` fen at `payUrl`; the diamonds arrive when the provider confirms. */
export const rechargeOrderSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  /** In fen (分). */
  price: z.number().int(),
  status: rechargeStatusSchema,
  /** The provider's checkout page (the local sandbox unless another provider is configured). */
  payUrl: z.string(),
  createdAt: z.string(),
});
/** A recharge order. */
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

/** The query of GET /pay/recharge/order: one of the user's orders, for the page the provider returns to. */
export const rechargeOrderQuerySchema = z.object({ orderId: z.string().min(1).max(64) });

// ---------------------------------------------------------------- withdrawal

/** Where a withdrawal goes: a bound bank card (type 3) or the user's own diamonds (type 13). */
export const withdrawTargetSchema = z.enum(['card', 'wallet']);
/** Where a withdrawal goes. */
export type WithdrawTarget = z.infer<typeof withdrawTargetSchema>;

/** The body of POST /pay/withdraw: income to withdraw, at least GET /pay/lowest. */
export const withdrawRequestSchema = z
  .object({
    amount: amountSchema.pipe(z.number().min(MIN_WITHDRAWAL, { error: amountBelowMinimumError(MIN_WITHDRAWAL) })),
    payPassword: payPasswordSchema,
    target: withdrawTargetSchema.default('card'),
    cardId: z.number().int().positive().optional(),
    requestKey: requestKeySchema,
  })
  .refine((body) => body.target === 'wallet' || body.cardId !== undefined, { error: WALLET_MESSAGES.cardRequired, path: ['cardId'] });
/** The body of POST /pay/withdraw as a client writes it. */
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

/** State of a withdrawal: held while pending, then paid or rejected (a rejection refunds). */
export const withdrawalStatusSchema = z.enum(['pending', 'paid', 'rejected']);
/** State of a withdrawal. */
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;
/** Chinese name of each withdrawal state. */
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = { pending: '审核中', paid: '已到账', rejected: '已驳回' };

/** A withdrawal as the records show it; a card is only ever shown masked. */
export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  /** In fen. */
  payout: z.number().int(),
  target: withdrawTargetSchema,
  status: withdrawalStatusSchema,
  cardNumberMasked: z.string().nullable(),
  bankName: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
/** A withdrawal. */
export type Withdrawal = z.infer<typeof withdrawalSchema>;

// ---------------------------------------------------------------- cards

const cardNumberDigits = z
  .string({ error: WALLET_MESSAGES.cardNumberInvalid })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => /^\d{12,19}$/.test(value) && luhnValid(value), { error: WALLET_MESSAGES.cardNumberInvalid });

/** Whether a card number passes the Luhn check every bank card carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The body of POST /pay/bind-card. */
export const bindCardRequestSchema = z.object({
  holderName: z
    .string({ error: WALLET_MESSAGES.holderNameInvalid })
    .trim()
    .regex(/^[\u4e00-\u9fa5·]{2,20}$/, { error: WALLET_MESSAGES.holderNameInvalid }),
  bankName: z.string({ error: WALLET_MESSAGES.bankNameInvalid }).trim().min(2, WALLET_MESSAGES.bankNameInvalid).max(30, WALLET_MESSAGES.bankNameInvalid),
  cardNumber: cardNumberDigits,
});
/** The body of POST /pay/bind-card as a client writes it. */
export type BindCardRequest = z.input<typeof bindCardRequestSchema>;

/** Most cards a user may bind. */
export const MAX_BOUND_CARDS = 5;

/** A bound card: the number masked (e.g. 6222 **** **** 1234), the holder's name masked (e.g. *三). */
export const bankCardSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  cardNumberMasked: z.string(),
  holderNameMasked: z.string(),
  createdAt: z.string(),
});
/** A bound card. */
export type BankCard = z.infer<typeof bankCardSchema>;

// ---------------------------------------------------------------- pay password

/** The body of POST /pay/change/pay-pass: `oldPayPassword` is needed once a pay password is set. */
export const changePayPassRequestSchema = z.object({
  oldPayPassword: payPasswordSchema.optional(),
  payPassword: payPasswordSchema,
});
/** The body of POST /pay/change/pay-pass. */
export type ChangePayPassRequest = z.input<typeof changePayPassRequestSchema>;

/**
 * The body of POST /pay/forget/pay-pass (page /v/wallet-forget-password): a code sent by
 * POST /inform/send/sms to the signed-in user's own mobile, and the new pay password.
 */
export const forgetPayPassRequestSchema = z.object({
  verifyCode: z.string({ error: '请输入验证码！' }).length(6, { error: '验证码错误，请确认后重新输入' }),
  payPassword: payPasswordSchema,
});
/** The body of POST /pay/forget/pay-pass. */
export type ForgetPayPassRequest = z.input<typeof forgetPayPassRequestSchema>;

// ---------------------------------------------------------------- records

const pageFields = {
  page: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE),
};

/** A page of records. */
export const walletPageSchema = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
/** A page of records. */
export type WalletPage<T> = { list: T[]; total: number; page: number; pageSize: number };

/** The body of POST /pay/record/trans-list: the user's own ledger rows, newest first, optionally of one type or currency. */
export const transListRequestSchema = z.object({
  ...pageFields,
  type: z.coerce.number().pipe(transactionTypeSchema).optional(),
  currency: walletCurrencySchema.optional(),
});
/** The body of POST /pay/record/trans-list as a client writes it. */
export type TransListRequest = z.input<typeof transListRequestSchema>;

/** One ledger row of the user's wallet: signed amount, the balance after it, the type and its Chinese name. */
export const walletRecordSchema = z.object({
  id: z.number().int(),
  type: transactionTypeSchema,
  typeName: z.string(),
  currency: walletCurrencySchema,
  /** Positive credits, negative debits. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** The reference the row was written with (`plan:84`, `red-packet:3`, a gift's `火箭x2`): what it is for, to machines. */
  remark: z.string(),
  /** What the row is for, to people, as its 备注 shows it: 方案：<plan title>, 礼物：火箭x2, 贵族：子爵 (see {@link WALLET_ROW_ITEMS}). */
  item: z.string(),
  createdAt: z.string(),
});
/** One ledger row. */
export type WalletRecord = z.infer<typeof walletRecordSchema>;

/** How a wallet row names what it is for, from what its reference points at. */
export const WALLET_ROW_ITEMS = {
  plan: (title: string) => `方案：${title}`,
  highlight: (title: string) => `集锦：${title}`,
  gift: (gifts: string) => `礼物：${gifts}`,
  nobility: (level: string) => `贵族：${level}`,
  redPacket: (room: string) => `红包：${room}`,
  withdrawalToWallet: '提现：收益转入钱包',
  withdrawalToCard: (bank: string) => `提现：${bank}`,
  recharge: (order: string) => `充值订单：${order}`,
} as const;

/** The body of POST /pay/record/income: the user's anchor income rows (gifts received, plan sales, withdrawals). */
export const incomeListRequestSchema = z.object({ ...pageFields });
/** The body of POST /pay/record/income as a client writes it. */
export type IncomeListRequest = z.input<typeof incomeListRequestSchema>;

/** The body of POST /pay/record/withdraw: the user's withdrawals, newest first. */
export const withdrawListRequestSchema = z.object({ ...pageFields, status: withdrawalStatusSchema.optional() });
/** The body of POST /pay/record/withdraw as a client writes it. */
export type WithdrawListRequest = z.input<typeof withdrawListRequestSchema>;

/** Header row of GET /pay/export/income/ (CSV, UTF-8 with BOM). */
export const INCOME_CSV_HEADER = ['时间', '类型', '币种', '金额', '余额', '备注'] as const;

// ---------------------------------------------------------------- gifts

/** A gift of the catalogue (GET /api/chat/gift/all). */
export const giftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  /** Per gift, in `currency`. */
  price: z.number().int(),
  currency: walletCurrencySchema,
  sort: z.number().int(),
});
/** A gift of the catalogue. */
export type Gift = z.infer<typeof giftSchema>;

/** Most gifts of one kind sent at once. */
export const MAX_GIFT_COUNT = 9999;
/** A gift repeated by the same sender within this time counts as a combo. */
export const GIFT_COMBO_WINDOW_MS = 5_000;

/** The body of POST /pay/gift: `count` of gift `giftId` to the anchor of `roomId`. */
export const sendGiftRequestSchema = z.object({
  roomId: z.coerce.number().int().positive(),
  giftId: z.coerce.number().int().positive(),
  count: z.coerce
    .number({ error: '礼物数量必须是正整数' })
    .int({ error: '礼物数量必须是正整数' })
    .min(1, { error: '礼物数量必须是正整数' })
    .max(MAX_GIFT_COUNT, { error: `礼物数量不能超过${MAX_GIFT_COUNT}` })
    .default(1),
  requestKey: requestKeySchema,
});
/** The body of POST /pay/gift as a client writes it. */
export type SendGiftRequest = z.input<typeof sendGiftRequestSchema>;

/** The `data` of POST /pay/gift: what it cost, the combo it made and the sender's balances after it. */
export const sendGiftResultSchema = z.object({
  giftId: z.number().int(),
  count: z.number().int(),
  cost: z.number().int(),
  currency: walletCurrencySchema,
  /** 1 for a fresh gift, 2, 3 … while the same sender repeats it within {@link GIFT_COMBO_WINDOW_MS}. */
  combo: z.number().int(),
  balances: balancesSchema,
});
/** The `data` of POST /pay/gift. */
export type SendGiftResult = z.infer<typeof sendGiftResultSchema>;

// ---------------------------------------------------------------- nobility

/** A noble tier: price in diamonds for `durationDays`, and its perks. */
export const nobilityTierSchema = z.object({
  id: z.number().int(),
  /** 1 lowest; a higher tier outranks a lower one. */
  tier: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  durationDays: z.number().int(),
  badge: z.string(),
  bubble: z.string(),
  /** Whether the room announces the noble's entry. */
  entryNotice: z.boolean(),
  /** Whether room managers (not the anchor) are unable to ban the noble. */
  banProtected: z.boolean(),
});
/** A noble tier. */
export type NobilityTier = z.infer<typeof nobilityTierSchema>;

/** The body of POST /pay/room/nobility/purchase: buy (or extend) tier `nobilityId` while in room `roomId`. */
export const nobilityPurchaseRequestSchema = z.object({
  roomId: z.coerce.number().int().positive(),
  nobilityId: z.coerce.number().int().positive(),
  requestKey: requestKeySchema,
});
/** The body of POST /pay/room/nobility/purchase as a client writes it. */
export type NobilityPurchaseRequest = z.input<typeof nobilityPurchaseRequestSchema>;

/** A noble tier the user holds, until `expiresAt`; `active` is the one shown in rooms. */
export const ownedNobilitySchema = z.object({
  tier: nobilityTierSchema,
  expiresAt: z.string(),
  active: z.boolean(),
});
/** A noble tier the user holds. */
export type OwnedNobility = z.infer<typeof ownedNobilitySchema>;

/** The `data` of POST /pay/room/nobility/purchase: the tier now held and the diamonds left. */
export const nobilityPurchaseResultSchema = z.object({ nobility: ownedNobilitySchema, balances: balancesSchema });
/** The `data` of POST /pay/room/nobility/purchase. */
export type NobilityPurchaseResult = z.infer<typeof nobilityPurchaseResultSchema>;

/** The query of GET /api/nobility/active: show tier `nobilityId` (one the user holds) in rooms. */
export const nobilityActiveQuerySchema = z.object({ nobilityId: z.coerce.number().int().positive() });

/** The `data` of GET /api/nobility/bubble: the chat bubble of the user's active tier, if any. */
export const nobilityBubbleSchema = z.object({ bubble: z.string().nullable(), tier: z.number().int().nullable() });
/** The `data` of GET /api/nobility/bubble. */
export type NobilityBubble = z.infer<typeof nobilityBubbleSchema>;

// ---------------------------------------------------------------- ranks

/** A giver in a rank: the diamonds given in the period. */
export const giverRankSchema = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string().nullable(),
  total: z.number().int(),
});
/** A giver in a rank. */
export type GiverRank = z.infer<typeof giverRankSchema>;

/** The query of GET /pay/room/user/rank: the top givers to one anchor. */
export const roomUserRankQuerySchema = z.object({ anchorId: z.coerce.number().int().positive() });

/** The query of GET /api/rank/price: the top givers site-wide today, this week or this month ({@link RANK_TYPE}, Beijing time). */
export const priceRankQuerySchema = z.object({
  rankType: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: '榜单类型无效' })
      .pipe(z.literal([RANK_TYPE.DAY, RANK_TYPE.WEEK, RANK_TYPE.MONTH], { error: '榜单类型无效' }))
      .default(RANK_TYPE.DAY),
  ),
});

/** Most entries a rank lists. */
export const RANK_SIZE = 20;

// ---------------------------------------------------------------- red packets

/** Most shares one red packet splits into. */
export const MAX_RED_PACKET_COUNT = 100;
/** How long a red packet can be grabbed; the rest then returns to the sender. */
export const RED_PACKET_TTL_MS = 24 * 3_600_000;

/** The body of POST /pay/room/red-packet/send: `total` diamonds split at random into `count` shares of at least 1. */
export const sendRedPacketRequestSchema = z
  .object({
    roomId: z.coerce.number().int().positive(),
    count: z.coerce
      .number({ error: WALLET_MESSAGES.redPacketCount })
      .int({ error: WALLET_MESSAGES.redPacketCount })
      .min(1, { error: WALLET_MESSAGES.redPacketCount })
      .max(MAX_RED_PACKET_COUNT, { error: WALLET_MESSAGES.redPacketCount }),
    total: amountSchema,
    requestKey: requestKeySchema,
  })
  .refine((body) => body.total >= body.count, { error: WALLET_MESSAGES.redPacketTooSmall, path: ['total'] });
/** The body of POST /pay/room/red-packet/send as a client writes it. */
export type SendRedPacketRequest = z.input<typeof sendRedPacketRequestSchema>;

/** State of a red packet: open to grabs, all grabbed, or expired (its rest returned). */
export const redPacketStatusSchema = z.enum(['open', 'finished', 'expired']);
/** State of a red packet. */
export type RedPacketStatus = z.infer<typeof redPacketStatusSchema>;

/** A red packet as a room shows it. */
export const redPacketSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  senderId: z.number().int(),
  senderNickName: z.string(),
  count: z.number().int(),
  total: z.number().int(),
  grabbedCount: z.number().int(),
  grabbedAmount: z.number().int(),
  status: redPacketStatusSchema,
  /** What the signed-in user grabbed from it, or null. */
  myAmount: z.number().int().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
/** A red packet. */
export type RedPacket = z.infer<typeof redPacketSchema>;

/** The query of GET /pay/room/red-packet/list: the open packets of a room. */
export const redPacketListQuerySchema = z.object({ roomId: z.coerce.number().int().positive() });

/** The body of POST /pay/room/red-packet/grab. */
export const grabRedPacketRequestSchema = z.object({ packetId: z.coerce.number().int().positive() });
/** The body of POST /pay/room/red-packet/grab. */
export type GrabRedPacketRequest = z.input<typeof grabRedPacketRequestSchema>;

/** The `data` of POST /pay/room/red-packet/grab: the diamonds this grab won. */
export const grabRedPacketResultSchema = z.object({ packetId: z.number().int(), amount: z.number().int(), balances: balancesSchema });
/** The `data` of POST /pay/room/red-packet/grab. */
export type GrabRedPacketResult = z.infer<typeof grabRedPacketResultSchema>;

/** One grab of a packet, as its detail lists it. */
export const redPacketGrabSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});
/** One grab of a packet. */
export type RedPacketGrab = z.infer<typeof redPacketGrabSchema>;

/** The query of GET /pay/room/red-packet/detail. */
export const redPacketDetailQuerySchema = z.object({ packetId: z.coerce.number().int().positive() });
/** The `data` of GET /pay/room/red-packet/detail: the packet and who grabbed what. */
export const redPacketDetailSchema = z.object({ packet: redPacketSchema, grabs: z.array(redPacketGrabSchema) });
/** The `data` of GET /pay/room/red-packet/detail. */
export type RedPacketDetail = z.infer<typeof redPacketDetailSchema>;

// ---------------------------------------------------------------- operator

/** The body of POST /operator/wallet/withdrawals/:id/reject. */
export const rejectWithdrawalRequestSchema = z.object({ reason: z.string().trim().min(1).max(100).default('审核未通过') });

/** The body of POST /operator/wallet/adjust: a manual top-up (14), grant (7), deduction (8), prize (5) or refund (6). */
export const operatorAdjustRequestSchema = z.object({
  userId: z.coerce.number().int().positive(),
  type: z.literal([TransactionType.MANUAL_RECHARGE, TransactionType.SYSTEM_GRANT, TransactionType.SYSTEM_DEDUCTION, TransactionType.PRIZE_PAYOUT, TransactionType.REFUND]),
  currency: walletCurrencySchema.default('balance'),
  amount: amountSchema,
  remark: z.string().trim().max(100).default(''),
  requestKey: requestKeySchema,
});
/** The body of POST /operator/wallet/adjust as a client writes it. */
export type OperatorAdjustRequest = z.input<typeof operatorAdjustRequestSchema>;
