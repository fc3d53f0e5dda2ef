import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/football/collect')({
  head: pageHead('/football/collect'),
  component: FootballCollectPage,
});

function FootballCollectPage() {
  return <PlannedPage name="收藏的比赛" holds="你收藏的足球比赛。" />;
}
