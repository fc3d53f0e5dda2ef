import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_noFooter/user/comFormPage')({
  head: pageHead('/user/comFormPage'),
  component: UserComFormPagePage,
});

function UserComFormPagePage() {
  return <PlannedPage name="资料填写" holds="填写并提交账号资料。" />;
}
