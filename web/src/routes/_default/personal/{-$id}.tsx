import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

const personalSearchSchema = z.object({
  /** 0 opens a user's space, 2 an anchor's. */
  headerNavIndex: z.coerce.number().int().optional().catch(undefined),
});

export const Route = createFileRoute('/_default/personal/{-$id}')({
  validateSearch: personalSearchSchema,
  head: pageHead('/personal/{-$id}'),
  component: PersonalPage,
});

function PersonalPage() {
  return <PlannedPage name="个人空间" holds="用户或主播的个人主页、动态与关注。" />;
}
