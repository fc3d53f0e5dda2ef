import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../components/DefaultLayout';
import { guardVisitor } from '../route-guard';

export const Route = createFileRoute('/_default')({
  beforeLoad: guardVisitor,
  component: DefaultLayoutRoute,
});

function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}
