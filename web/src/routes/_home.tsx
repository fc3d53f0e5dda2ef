import { Outlet, createFileRoute } from '@tanstack/react-router';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { HelpBar } from '../components/HelpBar';
import { LayoutBoundary } from '../components/LayoutBoundary';
import { TabBar } from '../components/TabBar';
import { guardVisitor } from '../route-guard';

export const Route = createFileRoute('/_home')({
  beforeLoad: guardVisitor,
  component: HomeLayout,
});

function HomeLayout() {
  return (
    <LayoutBoundary content={<Outlet />}>
      <div className="layout layout--home" data-layout="home">
        <Header />
        <main className="layout__main">
          <Outlet />
        </main>
        <Footer />
        <HelpBar />
        <TabBar />
      </div>
    </LayoutBoundary>
  );
}
