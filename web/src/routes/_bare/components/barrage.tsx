import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_bare/components/barrage')({
  head: pageHead('/components/barrage'),
  component: ComponentsBarragePage,
});

function ComponentsBarragePage() {
  return <PlannedPage name="弹幕" holds="直播间弹幕组件。" />;
}
