import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/wallet-forget-password')({
  head: pageHead('/v/wallet-forget-password'),
  component: VWalletForgetPasswordPage,
});

function VWalletForgetPasswordPage() {
  return <PlannedPage name="重置支付密码" holds="通过手机验证重置支付密码。" />;
}
