import { useQuery } from '@tanstack/react-query';
import type { MatchState } from '@portal/contracts';
import { NewsList } from '../../news/NewsList';
import { scoreQueries } from '../queries';
import { isRowFinished } from '../rows';

/**
 * 赛后战报: the news about a match once it is played to the end, its report first; nothing before,
 * for a match called off, or while none is out. A match that ended long ago (`settled`) is asked
 * once: no report of it is still to come.
 */
export function MatchNews({ match, settled = false }: { match: Pick<MatchState, 'id' | 'sport' | 'state'>; settled?: boolean }) {
  const ended = isRowFinished(match);
  const news = useQuery({ ...scoreQueries.news(match.id), enabled: ended, ...(settled ? { refetchInterval: false, staleTime: Infinity } : {}) });
  if (!ended || !news.data || news.data.list.length === 0) return null;
  return (
    <section className="match-section match-section--wide" aria-label="赛后战报">
      <h2>赛后战报</h2>
      <NewsList items={news.data.list} />
    </section>
  );
}
