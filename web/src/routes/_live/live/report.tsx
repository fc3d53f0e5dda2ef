import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RoomReportForm } from '../../../live/LivePages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_live/live/report')({
  validateSearch: z.object({ roomId: z.coerce.number().int().positive().optional().catch(undefined) }),
  head: pageHead('/live/report'),
  component: LiveReportPage,
});

function LiveReportPage() {
  const { roomId } = Route.useSearch();
  return <RoomReportForm roomId={roomId} />;
}
