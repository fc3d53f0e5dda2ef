import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_noFooter/user/register')({
  head: pageHead('/user/register'),
  component: UserRegisterPage,
});

function UserRegisterPage() {
  return <PlannedPage name="注册" holds="使用手机号注册账号。" />;
}
