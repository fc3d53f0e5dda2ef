import { createFileRoute, Link } from '@tanstack/react-router';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/$')({
  head: pageHead('/database/lq/$'),
  component: DatabaseLqAnyPage,
});

/** A basketball data path that names no league, team or player page. */
function DatabaseLqAnyPage() {
  return (
    <p className="db-empty">
      未找到该页面，<Link to="/database/lq/page">返回篮球资料库</Link>
    </p>
  );
}
