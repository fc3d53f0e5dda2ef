import { Outlet, createFileRoute } from '@tanstack/react-router';
import { Header } from '../components/Header';
import { HelpBar } from '../components/HelpBar';
import { LayoutBoundary } from '../components/LayoutBoundary';
import { TabBar } from '../components/TabBar';
import { guardVisitor } from '../route-guard';

export const Route = createFileRoute('/_noFooter')({
  beforeLoad: guardVisitor,
  component: NoFooterLayout,
});

function NoFooterLayout() {
  return (
    <LayoutBoundary content={<Outlet />}>
      <div className="layout layout--no-footer" data-layout="no-footer">
        <Header />
        <main className="layout__main">
          <div className="container">
            <Outlet />
          </div>
        </main>
        <HelpBar />
        <TabBar />
      </div>
    </LayoutBoundary>
  );
}
