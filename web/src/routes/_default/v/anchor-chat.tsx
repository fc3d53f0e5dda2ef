import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AnchorChatConsole } from '../../../chat/ModerationConsole';
import { pageHead } from '../../../page-head';

const searchSchema = z.object({
  /** The room to moderate; without it, the signed-in anchor's own room. */
  roomId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_default/v/anchor-chat')({
  head: pageHead('/v/anchor-chat'),
  validateSearch: searchSchema,
  component: VAnchorChatPage,
});

function VAnchorChatPage() {
  const { roomId } = Route.useSearch();
  return <AnchorChatConsole key={roomId ?? 'own'} roomId={roomId} />;
}
