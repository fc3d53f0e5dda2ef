import { Link } from '@tanstack/react-router';
import { SPORTS, type FeedSport } from '@portal/contracts';

/** The score pages of a sport, the current one marked whatever its search (a lottery list's issue). */
export function ScoreTabs({ sport }: { sport: FeedSport }) {
  const { name, web } = SPORTS[sport];
  return (
    <nav className="score-tabs" aria-label={`${name}比分`}>
      {web.scoreTabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className="score-tabs__tab"
          activeProps={{ className: 'is-active', 'aria-current': 'page' }}
          activeOptions={{ exact: true, includeSearch: false }}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
