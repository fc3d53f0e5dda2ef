import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/football/model')({
  head: pageHead('/football/model'),
  component: FootballModelPage,
});

function FootballModelPage() {
  return <PlannedPage name="足球模型" holds="基于数据模型的足球比赛分析。" />;
}
