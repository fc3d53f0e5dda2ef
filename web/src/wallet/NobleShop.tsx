import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  WALLET_MESSAGES,
  type NobilityTier,
  type OwnedNobility,
} from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { formatDateTime } from '../lib/format';
import { covers, newRequestKey, walletAmount } from './money';
import { walletMutations, walletQueries } from './queries';
import { TopUpLink } from './TopUpLink';

/** The perks of a tier in the room's words. */
export function nobilityPerks(tier: NobilityTier): string[] {
  const perks = ['专属勋章', '专属聊天气泡'];
  if (tier.entryNotice) perks.push('进场通知');
  if (tier.banProtected) perks.push('防房管禁言');
  return perks;
}

/** The noble tiers: price, duration and perks, the ones the user holds, and the purchase. */
export function NobleShop({ roomId, anchorId }: { roomId: number; anchorId: number }) {
  const { signedIn, balances, userInfo, openLogin, refreshBalances } = useAuth();
  const tiers = useQuery(walletQueries.nobilityTiers());
  const bag = useQuery({ ...walletQueries.nobilityBag(), enabled: signedIn });
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  // One key per tier the user set out to buy; a retry after a lost answer reuses it.
  const requestKeys = useRef(new Map<number, string>());
  const failed = (failure: Error) => setNotice({ text: failure.message, failed: true });
  const purchase = useMutation(
    walletMutations.buyNobility(roomId, {
      onMutate: () => setNotice(null),
      onSuccess: (bought) => {
        setNotice({ text: `已开通${bought.nobility.tier.name}，有效期至 ${formatDateTime(bought.nobility.expiresAt)}`, failed: false });
        refreshBalances();
      },
      onError: failed,
    }),
  );
  const wear = useMutation(walletMutations.activateNobility({ onError: failed }));
  const buying = purchase.isPending ? purchase.variables.tier.id : null;

  const owned = new Map<number, OwnedNobility>((signedIn ? (bag.data ?? []) : []).map((held) => [held.tier.id, held]));

  function buy(tier: NobilityTier) {
    if (!signedIn) {
      openLogin();
      return;
    }
    if (!covers(balances?.balance, tier.price)) {
      setNotice({ text: WALLET_MESSAGES.insufficientDiamonds, failed: true });
      return;
    }
    const requestKey = requestKeys.current.get(tier.id) ?? newRequestKey();
    requestKeys.current.set(tier.id, requestKey);
    purchase.mutate({ tier, requestKey }, { onSuccess: () => requestKeys.current.delete(tier.id) });
  }

  return (
    <section className="panel noble-shop" data-testid="noble-shop" aria-label="贵族">
      <h2 className="panel__title">开通贵族</h2>
      {tiers.isPending && <p className="muted">加载中…</p>}
      {tiers.isError && (
        <p className="muted" role="alert">
          {tiers.error.message}
        </p>
      )}
      {notice && (
        <p className={notice.failed ? 'form-error' : 'form-success'} role="status" data-testid="noble-notice">
          {notice.text}
          {notice.text === WALLET_MESSAGES.insufficientDiamonds && (
            <TopUpLink className="gift-panel__recharge">去充值</TopUpLink>
          )}
        </p>
      )}
      <ul className="noble-shop__tiers">
        {(tiers.data ?? []).map((tier) => {
          const held = owned.get(tier.id);
          return (
            <li key={tier.id} className="noble-tier" data-testid={`noble-tier-${tier.id}`}>
              <div className="noble-tier__head">
                <img className="noble-tier__badge" src={tier.badge} alt="" />
                <strong className="noble-tier__name">{tier.name}</strong>
              </div>
              <p className="noble-tier__price">
                {walletAmount(tier.price)} 钻石 / {tier.durationDays} 天
              </p>
              <ul className="noble-tier__perks">
                {nobilityPerks(tier).map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
              {held && (
                <p className="noble-tier__held muted" data-testid={`noble-held-${tier.id}`}>
                  {held.active ? '佩戴中' : '已拥有'}，有效期至 {formatDateTime(held.expiresAt)}
                  {!held.active && (
                    <button type="button" className="link-button" onClick={() => wear.mutate(tier)}>
                      佩戴
                    </button>
                  )}
                </p>
              )}
              <button
                type="button"
                className="button"
                disabled={buying !== null || userInfo?.id === anchorId}
                onClick={() => buy(tier)}
                data-testid={`noble-buy-${tier.id}`}
              >
                {buying === tier.id ? '开通中…' : held ? '续费' : '开通'}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
