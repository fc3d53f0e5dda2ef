import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/posting')({
  head: pageHead('/v/posting'),
  component: VPostingPage,
});

function VPostingPage() {
  return <PlannedPage name="发布帖子" holds="在社区发布帖子。" />;
}
