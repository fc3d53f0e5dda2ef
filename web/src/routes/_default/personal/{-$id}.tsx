import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { USER_NOT_FOUND_MESSAGE } from '@portal/contracts';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PersonalSpace } from '../../../community/UserPages';
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
  const { id } = Route.useParams();
  const { headerNavIndex } = Route.useSearch();
  if (id === undefined || !/^[1-9]\d*$/.test(id)) return <NotFoundPage title={USER_NOT_FOUND_MESSAGE} />;
  return <PersonalSpace key={id} id={Number(id)} headerNavIndex={headerNavIndex} />;
}
