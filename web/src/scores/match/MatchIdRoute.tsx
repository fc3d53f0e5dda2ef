import type { ReactNode } from 'react';
import { parseMatchId } from './MatchCentre';

/** A match page of a route's `id`: `page` of the match, or 未找到该比赛 when the id is not one. */
export function MatchIdRoute({ id, page }: { id: string | undefined; page: (matchId: number) => ReactNode }) {
  const matchId = parseMatchId(id);
  if (matchId === null) {
    return (
      <section className="panel">
        <p className="empty">未找到该比赛</p>
      </section>
    );
  }
  return page(matchId);
}
