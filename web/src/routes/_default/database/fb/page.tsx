import { createFileRoute } from '@tanstack/react-router';
import { DatabaseHome } from '../../../../database/DatabaseHome';
import { databaseQueries } from '../../../../database/queries';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/fb/page')({
  head: pageHead('/database/fb/page'),
  loader: ({ context }) => context.queryClient.ensureQueryData(databaseQueries.home('football')).catch(() => undefined),
  component: DatabaseFbPagePage,
});

function DatabaseFbPagePage() {
  return <DatabaseHome sport="football" />;
}
