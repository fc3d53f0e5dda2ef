import { Link, Outlet, createFileRoute } from '@tanstack/react-router';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { HelpBar } from '../components/HelpBar';
import { LayoutBoundary } from '../components/LayoutBoundary';
import { TabBar } from '../components/TabBar';
import { guardVisitor } from '../route-guard';

export const Route = createFileRoute('/_recommend')({
  beforeLoad: guardVisitor,
  component: RecommendLayout,
});

function RecommendLayout() {
  return (
    <LayoutBoundary content={<Outlet />}>
      <div className="layout layout--recommend" data-layout="recommend">
        <Header />
        <main className="layout__main">
          <div className="container recommend-layout">
            <nav className="side-menu" aria-label="推荐菜单">
              <Link to="/recommend" activeProps={{ className: 'is-active' }} activeOptions={{ exact: true }}>
                推荐赛事
              </Link>
              <Link to="/recommend/yapan" activeProps={{ className: 'is-active' }}>
                亚盘推荐
              </Link>
              <Link to="/recommend/daxiaoqiu" activeProps={{ className: 'is-active' }}>
                大小球推荐
              </Link>
              <Link to="/recommend/comList" activeProps={{ className: 'is-active' }}>
                推荐赛事列表
              </Link>
              <Link to="/recommend/records" activeProps={{ className: 'is-active' }}>
                推荐历史
              </Link>
            </nav>
            <div>
              <Outlet />
            </div>
          </div>
        </main>
        <Footer />
        <HelpBar />
        <TabBar />
      </div>
    </LayoutBoundary>
  );
}
