import { createFileRoute } from '@tanstack/react-router';
import { DatabaseHome } from '../../../../database/DatabaseHome';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/fb/page')({
  head: pageHead('/database/fb/page'),
  component: DatabaseFbPagePage,
});

function DatabaseFbPagePage() {
  return <DatabaseHome sport="football" />;
}
