import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/message')({
  head: pageHead('/v/message'),
  component: VMessagePage,
});

function VMessagePage() {
  return <PlannedPage name="我的消息" holds="私信与互动消息。" />;
}
