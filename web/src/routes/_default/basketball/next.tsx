import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { ScheduleScoresPage } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/basketball/next')({
  head: pageHead('/basketball/next'),
  component: BasketballNextPage,
});

function BasketballNextPage() {
  return <ScheduleScoresPage sport="basketball" />;
}
