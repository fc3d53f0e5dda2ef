import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_noFooter/user/pwd_find')({
  head: pageHead('/user/pwd_find'),
  component: UserPwdFindPage,
});

function UserPwdFindPage() {
  return <PlannedPage name="找回密码" holds="通过手机验证码重置登录密码。" />;
}
