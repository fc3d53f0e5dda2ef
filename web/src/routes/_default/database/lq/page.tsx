import { createFileRoute } from '@tanstack/react-router';
import { DatabaseHome } from '../../../../database/DatabaseHome';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/page')({
  head: pageHead('/database/lq/page'),
  component: DatabaseLqPagePage,
});

function DatabaseLqPagePage() {
  return <DatabaseHome sport="basketball" />;
}
