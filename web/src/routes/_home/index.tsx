import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { HitRateRanking } from '../../experts/YouliaoPage';
import { pageHead } from '../../page-head';
import { HomeLiveScores } from '../../scores/HomeLiveScores';
import { BannerCarousel } from './-home/BannerCarousel';
import { Headlines } from './-home/Headlines';
import { HotRooms } from './-home/HotRooms';
import { homeQueries } from './-home/home-data';

export const Route = createFileRoute('/_home/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(homeQueries.home()),
  head: pageHead('/'),
  component: HomePage,
});

function HomePage() {
  const { banners, headlines, rooms } = useSuspenseQuery(homeQueries.home()).data;
  return (
    <>
      <BannerCarousel banners={banners} />
      <div className="container home-grid">
        <div>
          <HotRooms rooms={rooms} />
          <HomeLiveScores />
        </div>
        <div>
          <Headlines items={headlines} />
          <section className="panel" aria-label="快捷入口">
            <h2 className="panel__title">比分直播</h2>
            <div className="tabs">
              <Link to="/football">足球比分</Link>
              <Link to="/basketball">篮球比分</Link>
              <Link to="/next">赛程</Link>
              <Link to="/live/{-$id}" params={{ id: '1' }}>
                足球直播
              </Link>
              <Link to="/live/{-$id}" params={{ id: '2' }}>
                篮球直播
              </Link>
            </div>
          </section>
          <HitRateRanking />
        </div>
      </div>
    </>
  );
}
