import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../auth/use-auth';
import { walletAmount } from './money';
import { walletQueries } from './queries';
import { CardsPanel, PayPasswordPanel, WithdrawPanel } from './WalletForms';
import { IncomeRecords, TransactionRecords, WithdrawalRecords } from './WalletRecords';

/** The tabs of /v/wallet. */
export const WALLET_TABS = [
  { key: 'records', name: '交易记录' },
  { key: 'income', name: '收益记录' },
  { key: 'withdraw', name: '提现' },
  { key: 'withdrawals', name: '提现记录' },
  { key: 'cards', name: '银行卡' },
  { key: 'password', name: '支付密码' },
] as const;
export type WalletTab = (typeof WALLET_TABS)[number]['key'];

/** /v/wallet: the balances, the records, withdrawal, cards and the pay password. */
export function WalletPage() {
  const { balances, refreshBalances } = useAuth();
  const setting = useQuery(walletQueries.setting());
  const income = useQuery(walletQueries.incomeBalances());
  const [tab, setTab] = useState<WalletTab>('records');
  const hasPayPassword = setting.data?.hasPayPassword ?? false;

  return (
    <div className="wallet-page" data-testid="wallet-page">
      <h1 className="wallet-page__title">我的钱包</h1>
      <section className="panel wallet-balances">
        <div className="wallet-balance">
          <span className="muted">钻石余额</span>
          <strong data-testid="wallet-balance">{walletAmount(balances?.balance)}</strong>
        </div>
        <div className="wallet-balance">
          <span className="muted">球票</span>
          <strong data-testid="wallet-ticket">{walletAmount(balances?.ticket)}</strong>
        </div>
        <div className="wallet-balance">
          <span className="muted">可提现收益</span>
          <strong data-testid="wallet-income">{walletAmount(income.data?.balance ?? 0)}</strong>
        </div>
        <Link to="/v/pay" className="button wallet-balances__recharge" data-testid="wallet-recharge">
          充值
        </Link>
      </section>
      <section className="panel">
        <nav className="wallet-tabs" aria-label="钱包">
          {WALLET_TABS.map((entry) => (
            <button
              key={entry.key}
              type="button"
              className={entry.key === tab ? 'is-active' : undefined}
              aria-pressed={entry.key === tab}
              onClick={() => setTab(entry.key)}
              data-testid={`wallet-tab-${entry.key}`}
            >
              {entry.name}
            </button>
          ))}
        </nav>
        {tab === 'records' && <TransactionRecords />}
        {tab === 'income' && <IncomeRecords />}
        {tab === 'withdraw' && (
          <WithdrawPanel
            income={income.data ?? null}
            hasPayPassword={hasPayPassword}
            onWithdrawn={refreshBalances}
          />
        )}
        {tab === 'withdrawals' && <WithdrawalRecords />}
        {tab === 'cards' && <CardsPanel />}
        {tab === 'password' && setting.isSuccess && <PayPasswordPanel hasPayPassword={hasPayPassword} />}
      </section>
    </div>
  );
}
