import type { Db } from '../db/database';
import { walletBalancesOf } from '../wallet/balances';
import type { Recharges, SandboxProvider } from '../wallet/payments';

/** Where the demo fans top up: the recharges, paid at the sandbox checkout (none in production). */
export type DemoCheckout = { recharges: Recharges; sandbox: SandboxProvider | undefined };

/**
 * Makes sure a demo fan holds `cost` diamonds before it spends them: when short, it tops up `cost`,
 * and at least `least`, at the sandbox checkout, an order paid and credited as any fan's is.
 * Answers whether the fan can pay; a short fan cannot where there is no sandbox (production).
 */
export async function topUpWhenShort(
  db: Db,
  checkout: DemoCheckout,
  fan: { userId: number; cost: number; least: number; requestKey: string; now: number },
): Promise<boolean> {
  if ((await walletBalancesOf(db, fan.userId)).balance >= fan.cost) return true;
  if (checkout.sandbox === undefined) return false;
  const order = await checkout.recharges.create(fan.userId, Math.max(fan.least, fan.cost), fan.requestKey);
  await checkout.recharges.confirm(checkout.sandbox.notificationFor(order.orderId, order.price, fan.now));
  return true;
}
