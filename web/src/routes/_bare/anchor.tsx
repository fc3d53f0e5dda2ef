import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/PlannedPage';
import { pageHead } from '../../page-head';

export const Route = createFileRoute('/_bare/anchor')({
  head: pageHead('/anchor'),
  component: AnchorPage,
});

function AnchorPage() {
  return <PlannedPage name="主播开播" holds="主播开播控制台：推流地址、直播画面预览、开播与关播。" />;
}
