import { useState } from 'react';
import { BoughtPlans } from '../experts/RecommendPages';
import { TransactionType } from '@portal/contracts';
import { formatDateTime } from '../lib/format';
import { walletAmount } from './money';
import { useQuery } from '@tanstack/react-query';
import { walletQueries } from './queries';
import { TransactionRecords } from './WalletRecords';

/** Whether a held tier is still in force at `now` (ms). */
export function nobilityInForce(expiresAt: string, now: number): boolean {
  return Date.parse(expiresAt) > now;
}

/** /v/order: the plans bought with their results, the noble tiers bought and their states, and every purchase (plans, nobility) in the ledger. */
export function OrderPage() {
  const bag = useQuery(walletQueries.nobilityBag());
  const [now] = useState(() => Date.now());
  return (
    <div className="order-page" data-testid="order-page">
      <BoughtPlans />
      <section className="panel">
        <h1 className="panel__title">我的贵族</h1>
        {bag.isPending && <p className="muted">加载中…</p>}
        {bag.isError && <p className="form-error">{bag.error.message}</p>}
        {bag.isSuccess && bag.data.length === 0 && <p className="muted">还没有开通贵族</p>}
        {bag.isSuccess && bag.data.length > 0 && (
          <div className="table-scroll" tabIndex={0}>
            <table className="wallet-table" data-testid="order-nobility">
              <thead>
                <tr>
                  <th>贵族</th>
                  <th>价格</th>
                  <th>到期时间</th>
                  <th>状态</th>
                </tr>
              </thead>
              <tbody>
                {bag.data.map((held) => (
                  <tr key={held.tier.id}>
                    <td>
                      <img className="noble-tier__badge" src={held.tier.badge} alt="" /> {held.tier.name}
                    </td>
                    <td>
                      {walletAmount(held.tier.price)} 钻石 / {held.tier.durationDays} 天
                    </td>
                    <td>{formatDateTime(held.expiresAt)}</td>
                    <td data-testid="order-nobility-state">
                      {!nobilityInForce(held.expiresAt, now) ? '已过期' : held.active ? '佩戴中' : '生效中'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="panel">
        <h2 className="panel__title">购买记录</h2>
        <TransactionRecords types={[TransactionType.PLAN_PURCHASE, TransactionType.NOBILITY_PURCHASE, TransactionType.REFUND]} />
      </section>
    </div>
  );
}
