import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { AllEventsPage } from '../../../scores/AllEventsPage';

export const Route = createFileRoute('/_default/football/allEventCom')({
  head: pageHead('/football/allEventCom'),
  component: FootballAllEventComPage,
});

function FootballAllEventComPage() {
  return <AllEventsPage />;
}
