import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../page-head';
import { SchedulePage } from '../../scores/SchedulePage';

export const Route = createFileRoute('/_default/next')({
  head: pageHead('/next'),
  component: NextPage,
});

function NextPage() {
  return <SchedulePage />;
}
