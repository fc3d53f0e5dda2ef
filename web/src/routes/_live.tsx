import { Outlet, createFileRoute } from '@tanstack/react-router';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { HelpBar } from '../components/HelpBar';
import { LayoutBoundary } from '../components/LayoutBoundary';
import { TabBar } from '../components/TabBar';
import { guardVisitor } from '../route-guard';

export const Route = createFileRoute('/_live')({
  beforeLoad: guardVisitor,
  component: LiveLayout,
});

function LiveLayout() {
  return (
    <LayoutBoundary content={<Outlet />}>
      <div className="layout layout--live" data-layout="live">
        <Header fixed />
        <main className="layout__main">
          <div className="container">
            <Outlet />
          </div>
        </main>
        <Footer />
        <HelpBar />
        <TabBar />
      </div>
    </LayoutBoundary>
  );
}
