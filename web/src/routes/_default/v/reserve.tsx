import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/reserve')({
  head: pageHead('/v/reserve'),
  component: VReservePage,
});

function VReservePage() {
  return <PlannedPage name="我的预约" holds="你预约的直播与比赛。" />;
}
