import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/basketball/text')({
  head: pageHead('/basketball/text'),
  component: BasketballTextPage,
});

function BasketballTextPage() {
  return <PlannedPage name="篮球文字直播" holds="篮球比赛的文字直播。" />;
}
