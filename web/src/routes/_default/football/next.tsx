import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { ScheduleScoresPage } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/football/next')({
  head: pageHead('/football/next'),
  component: FootballNextPage,
});

function FootballNextPage() {
  return <ScheduleScoresPage sport="football" />;
}
