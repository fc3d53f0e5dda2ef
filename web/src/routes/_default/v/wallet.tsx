import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/wallet')({
  head: pageHead('/v/wallet'),
  component: VWalletPage,
});

function VWalletPage() {
  return <PlannedPage name="我的钱包" holds="钻石与球票余额、银行卡、充值提现与交易记录。" />;
}
