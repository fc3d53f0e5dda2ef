import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  TRANSACTION_TYPE_CODES,
  TRANSACTION_TYPE_LABELS,
  WALLET_CURRENCY_LABELS,
  WITHDRAWAL_STATUS_LABELS,
  transactionTypeLabel,
  type TransactionType,
  type WalletCurrency,
  type WalletRecord,
} from '@portal/contracts';
import { formatDateTime } from '../lib/format';
import { walletAmount, yuanOfFen } from './money';
import { INCOME_EXPORT_PATH, walletQueries } from './queries';

/** Rows per page of the wallet's record lists. */
export const RECORD_PAGE_SIZE = 10;

/** A signed amount: credits with a plus, debits with a minus, grouped by thousands. */
export function signedAmount(amount: number): string {
  return amount > 0 ? `+${walletAmount(amount)}` : amount < 0 ? `-${walletAmount(-amount)}` : '0';
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / RECORD_PAGE_SIZE));
  return (
    <div className="wallet-pager" data-testid="wallet-pager">
      <button type="button" className="link-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <span>
        {page} / {pages}
      </span>
      <button
        type="button"
        className="link-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid="wallet-next-page"
      >
        下一页
      </button>
    </div>
  );
}

function RecordTable({ rows, testId }: { rows: WalletRecord[]; testId: string }) {
  if (rows.length === 0) return <p className="muted">暂无记录</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="wallet-table" data-testid={testId}>
        <thead>
          <tr>
            <th>时间</th>
            <th>类型</th>
            <th>币种</th>
            <th>金额</th>
            <th>余额</th>
            <th>备注</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="wallet-record">
              <td>{formatDateTime(row.createdAt)}</td>
              <td data-testid="wallet-record-type">{row.typeName || transactionTypeLabel(row.type)}</td>
              <td>{WALLET_CURRENCY_LABELS[row.currency]}</td>
              <td className={row.amount < 0 ? 'amount amount--out' : 'amount amount--in'} data-testid="wallet-record-amount">
                {signedAmount(row.amount)}
              </td>
              <td>{walletAmount(row.balanceAfter)}</td>
              <td data-testid="wallet-record-item">{row.item}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AnswerState({ answer }: { answer: UseQueryResult }) {
  if (answer.isPending) return <p className="muted">加载中…</p>;
  if (answer.isError)
    return (
      <p className="form-error" role="alert">
        {answer.error.message}
      </p>
    );
  return null;
}

/**
 * The ledger of the user's own wallet, newest first, filterable by transaction type and currency.
 * Given some `types`, it lists one of them at a time, starting with the first.
 */
export function TransactionRecords({ types }: { types?: readonly TransactionType[] }) {
  const choices = types ?? TRANSACTION_TYPE_CODES;
  const [type, setType] = useState<TransactionType | undefined>(types?.[0]);
  const [currency, setCurrency] = useState<WalletCurrency | undefined>(undefined);
  const [page, setPage] = useState(1);
  const records = useQuery(walletQueries.transactions({ page, pageSize: RECORD_PAGE_SIZE, type, currency }));
  return (
    <div className="wallet-records" data-testid="transaction-records">
      <div className="wallet-filters">
        <label>
          类型
          <select
            value={type ?? ''}
            onChange={(event) => {
              setPage(1);
              setType(event.target.value ? (Number(event.target.value) as TransactionType) : undefined);
            }}
            data-testid="transaction-type-filter"
          >
            {!types && <option value="">全部</option>}
            {choices.map((code) => (
              <option key={code} value={code}>
                {TRANSACTION_TYPE_LABELS[code]}
              </option>
            ))}
          </select>
        </label>
        <label>
          币种
          <select
            value={currency ?? ''}
            onChange={(event) => {
              setPage(1);
              setCurrency(event.target.value ? (event.target.value as WalletCurrency) : undefined);
            }}
            data-testid="transaction-currency-filter"
          >
            <option value="">全部</option>
            <option value="balance">{WALLET_CURRENCY_LABELS.balance}</option>
            <option value="ticket">{WALLET_CURRENCY_LABELS.ticket}</option>
          </select>
        </label>
      </div>
      <AnswerState answer={records} />
      {records.isSuccess && (
        <>
          <RecordTable rows={records.data.list} testId="transaction-table" />
          <Pager page={page} total={records.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** The anchor income rows, with the CSV export. */
export function IncomeRecords() {
  const [page, setPage] = useState(1);
  const records = useQuery(walletQueries.income({ page, pageSize: RECORD_PAGE_SIZE }));
  return (
    <div className="wallet-records" data-testid="income-records">
      <div className="wallet-filters">
        <a className="button" href={INCOME_EXPORT_PATH} download="income.csv" data-testid="income-export">
          导出收益（CSV）
        </a>
      </div>
      <AnswerState answer={records} />
      {records.isSuccess && (
        <>
          <RecordTable rows={records.data.list} testId="income-table" />
          <Pager page={page} total={records.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** The user's withdrawals and their states. */
export function WithdrawalRecords() {
  const [page, setPage] = useState(1);
  const records = useQuery(walletQueries.withdrawals({ page, pageSize: RECORD_PAGE_SIZE }));
  return (
    <div className="wallet-records" data-testid="withdrawal-records">
      <AnswerState answer={records} />
      {records.isSuccess && records.data.list.length === 0 && <p className="muted">暂无记录</p>}
      {records.isSuccess && records.data.list.length > 0 && (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="wallet-table" data-testid="withdrawal-table">
              <thead>
                <tr>
                  <th>时间</th>
                  <th>提现收益</th>
                  <th>到账</th>
                  <th>去向</th>
                  <th>状态</th>
                </tr>
              </thead>
              <tbody>
                {records.data.list.map((row) => (
                  <tr key={row.id} data-testid="withdrawal-record">
                    <td>{formatDateTime(row.createdAt)}</td>
                    <td>{walletAmount(row.amount)}</td>
                    <td>{row.target === 'wallet' ? `${walletAmount(row.amount)} 钻石` : `¥${yuanOfFen(row.payout)}`}</td>
                    <td>{row.target === 'wallet' ? '钱包' : `${row.bankName ?? ''} ${row.cardNumberMasked ?? ''}`}</td>
                    <td data-testid="withdrawal-status">
                      {WITHDRAWAL_STATUS_LABELS[row.status]}
                      {row.status === 'rejected' && row.reason && <span className="muted">（{row.reason}）</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} total={records.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
