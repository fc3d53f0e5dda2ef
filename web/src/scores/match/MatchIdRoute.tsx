import type { ReactNode } from 'react';
import { MATCH_NOT_FOUND_MESSAGE } from '@portal/contracts';
import { NotFoundPage } from '../../components/NotFoundPage';
import { parseMatchId } from './MatchCentre';

/** A match page of a route's `id`: `page` of the match, or the not-found page when the id is not one. */
export function MatchIdRoute({ id, page }: { id: string | undefined; page: (matchId: number) => ReactNode }) {
  const matchId = parseMatchId(id);
  if (matchId === null) return <NotFoundPage title={MATCH_NOT_FOUND_MESSAGE} />;
  return page(matchId);
}
