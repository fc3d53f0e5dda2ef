import { Outlet, createFileRoute } from '@tanstack/react-router';
import { LayoutBoundary } from '../components/LayoutBoundary';
import { guardVisitor } from '../route-guard';

export const Route = createFileRoute('/_bare')({
  beforeLoad: guardVisitor,
  component: BareLayout,
});

function BareLayout() {
  return (
    <LayoutBoundary content={<Outlet />}>
      <div className="layout--bare" data-layout="bare">
        <Outlet />
      </div>
    </LayoutBoundary>
  );
}
