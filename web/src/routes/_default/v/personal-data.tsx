import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/personal-data')({
  head: pageHead('/v/personal-data'),
  component: VPersonalDataPage,
});

function VPersonalDataPage() {
  return <PlannedPage name="个人资料" holds="昵称、头像与实名认证。" />;
}
