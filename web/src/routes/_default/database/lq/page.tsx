import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/page')({
  head: pageHead('/database/lq/page'),
  component: DatabaseLqPagePage,
});

function DatabaseLqPagePage() {
  return <PlannedPage name="篮球资料库" holds="篮球联赛、球队与球员资料。" />;
}
