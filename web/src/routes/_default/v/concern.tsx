import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/concern')({
  head: pageHead('/v/concern'),
  component: VConcernPage,
});

function VConcernPage() {
  return <PlannedPage name="关注的主播" holds="你关注的主播。" />;
}
