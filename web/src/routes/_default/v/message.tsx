import { createFileRoute } from '@tanstack/react-router';
import { MessageCenter } from '../../../community/UserPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/message')({
  head: pageHead('/v/message'),
  component: VMessagePage,
});

function VMessagePage() {
  return <MessageCenter />;
}
