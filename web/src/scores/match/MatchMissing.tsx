import { Link } from '@tanstack/react-router';
import { SPORTS, type FeedSport } from '@portal/contracts';
import { NotFoundPage } from '../../components/NotFoundPage';

/** The way back to the sport's score list. */
export function BackToList({ sport }: { sport: FeedSport }) {
  const { name, web } = SPORTS[sport];
  return (
    <Link to={web.path} className="link-button link-button--quiet">
      {`← 返回${name}比分`}
    </Link>
  );
}

/**
 * What a match page shows where it has no match to show: why, and the way back to the list. While
 * the match is `loading` it holds a screen's height, so the page arriving does not move what follows;
 * a match that is not there is the not-found page.
 */
export function MatchMissing({ sport, text, loading = false }: { sport: FeedSport; text: string; loading?: boolean }) {
  if (!loading) return <NotFoundPage title={text} extra={<BackToList sport={sport} />} />;
  return (
    <section className="match-centre is-loading">
      <p className="scores-empty">{text}</p>
      <p className="scores-empty">
        <BackToList sport={sport} />
      </p>
    </section>
  );
}
