import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/anchor-chat')({
  head: pageHead('/v/anchor-chat'),
  component: VAnchorChatPage,
});

function VAnchorChatPage() {
  return <PlannedPage name="主播聊天" holds="直播间聊天管理：禁言与房管。" />;
}
