import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DIAMONDS_PER_YUAN,
  type PaymentNotification,
  type RechargeOrder,
  ResultCode,
  TransactionType,
  WALLET_MESSAGES,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { paymentNotifications, rechargeOrders } from '../db/schema';
import { AppError } from '../http/errors';
import { platformAccount, runLedgerTransaction, userAccount } from './ledger';
import type { Clock } from '../clock';

/** A payment provider as the wallet sees it: where the user pays, and how its notifications are checked. */
export interface PaymentProvider {
  readonly name: string;
  checkoutUrl(orderId: string): string;
  /** Whether the notification really comes from this provider. */
  verify(notification: PaymentNotification): boolean;
}

const signedText = (n: Omit<PaymentNotification, 'signature'>) => `${n.notificationId}|${n.orderId}|${n.price}|${n.paidAt}`;

/**
 * The local sandbox provider: its checkout page lives under /sandbox/pay/ on this gateway and
 * completes a payment by sending a notification signed with `secret`.
 */
export function createSandboxProvider(secret: string) {
  const sign = (n: Omit<PaymentNotification, 'signature'>) => createHmac('sha256', secret).update(signedText(n)).digest('hex');
  return {
    name: 'sandbox',
    checkoutUrl: (orderId: string) => `/sandbox/pay/checkout/${encodeURIComponent(orderId)}`,
    verify(notification: PaymentNotification): boolean {
      const expected = Buffer.from(sign(notification), 'hex');
      const given = Buffer.from(notification.signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    /** The notification the sandbox sends when the user pays `orderId`. */
    notificationFor(orderId: string, price: number, paidAt: number): PaymentNotification {
      const unsigned = { notificationId: randomBytes(12).toString('hex'), orderId, price, paidAt };
      return { ...unsigned, signature: sign(unsigned) };
    },
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

type OrderRow = typeof rechargeOrders.$inferSelect;

function orderAnswer(row: OrderRow, provider: PaymentProvider | undefined): RechargeOrder {
  return {
    orderId: row.id,
    amount: row.amount,
    price: row.price,
    status: row.status === 'paid' ? 'paid' : 'pending',
    payUrl: provider?.checkoutUrl(row.id) ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

const refused = () => new AppError(ResultCode.PAYMENT_NOTIFICATION_REFUSED, WALLET_MESSAGES.paymentRefused);

/** Top-ups: an order per request key, paid at the provider, credited once when its notification checks out. */
export function createRecharges(db: Db, provider: PaymentProvider | undefined, clock: Clock) {
  return {
    async create(userId: number, amount: number, requestKey: string): Promise<RechargeOrder> {
      if (!provider) throw new AppError(ResultCode.FORBIDDEN, WALLET_MESSAGES.rechargeClosed);
      const price = Math.round((amount * 100) / DIAMONDS_PER_YUAN);
      const id = `R${clock.now()}${randomBytes(5).toString('hex')}`;
      await db
        .insert(rechargeOrders)
        .values({ id, userId, amount, price, provider: provider.name, requestKey, createdAt: new Date(clock.now()) })
        .onConflictDoNothing();
      const [row] = await db.select().from(rechargeOrders).where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.requestKey, requestKey)));
      if (!row) throw new Error('recharge order missing after insert');
      if (row.amount !== amount) throw new AppError(ResultCode.REQUEST_KEY_REUSED, WALLET_MESSAGES.requestKeyReused);
      return orderAnswer(row, provider);
    },

    async find(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.id, orderId));
      return row;
    },

    async ofUser(userId: number, orderId: string): Promise<RechargeOrder> {
      const [row] = await db.select().from(rechargeOrders).where(and(eq(rechargeOrders.id, orderId), eq(rechargeOrders.userId, userId)));
      if (!row) throw new AppError(ResultCode.NOT_FOUND, WALLET_MESSAGES.orderNotFound);
      return orderAnswer(row, provider);
    },

    /**
     * Credits the order of a genuine, first-seen notification. A forged one, one for another price
     * or a replay of one already received changes nothing; the credit is keyed by the order, so an
     * order is credited at most once whatever arrives.
     */
    async confirm(notification: PaymentNotification): Promise<{ credited: boolean }> {
      if (!provider?.verify(notification)) throw refused();
      const order = await this.find(notification.orderId);
      if (!order || order.provider !== provider.name || order.price !== notification.price) throw refused();
      const outcome = await runLedgerTransaction(db, {
        userId: order.userId,
        requestKey: `recharge:${order.id}`,
        request: { orderId: order.id },
        type: TransactionType.DIAMOND_RECHARGE,
        async work({ tx, post }) {
          const seen = await tx.insert(paymentNotifications).values({ id: notification.notificationId, orderId: order.id }).onConflictDoNothing().returning();
          if (seen.length === 0) throw refused();
          const [paid] = await tx
            .update(rechargeOrders)
            .set({ status: 'paid', paidAt: new Date(clock.now()) })
            .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'pending')))
            .returning();
          if (!paid) return { credited: false };
          await post([
            { account: platformAccount('recharge'), currency: 'balance', amount: -paid.amount, type: TransactionType.DIAMOND_RECHARGE, remark: paid.id },
            { account: userAccount(paid.userId), currency: 'balance', amount: paid.amount, type: TransactionType.DIAMOND_RECHARGE, remark: paid.id },
          ]);
          return { credited: true };
        },
      });
      return outcome.replayed ? { credited: false } : outcome.result;
    },
  };
}
export type Recharges = ReturnType<typeof createRecharges>;
