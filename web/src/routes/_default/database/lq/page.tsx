import { createFileRoute } from '@tanstack/react-router';
import { DatabaseHome } from '../../../../database/DatabaseHome';
import { databaseQueries } from '../../../../database/queries';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/page')({
  head: pageHead('/database/lq/page'),
  loader: ({ context }) => context.queryClient.ensureQueryData(databaseQueries.home('basketball')).catch(() => undefined),
  component: DatabaseLqPagePage,
});

function DatabaseLqPagePage() {
  return <DatabaseHome sport="basketball" />;
}
