import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/PlannedPage';
import { pageHead } from '../../page-head';

export const Route = createFileRoute('/_noFooter/app')({
  head: pageHead('/app'),
  component: AppPage,
});

function AppPage() {
  return <PlannedPage name="APP下载" holds="手机APP的下载二维码与安装说明，随时随地看直播、查比分。" />;
}
