import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/PlannedPage';
import { pageHead } from '../../page-head';

export const Route = createFileRoute('/_default/youliao')({
  head: pageHead('/youliao'),
  component: YouliaoPage,
});

function YouliaoPage() {
  return <PlannedPage name="有料" holds="专家付费推荐方案与专家战绩榜单。" />;
}
