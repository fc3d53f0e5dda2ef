import { Link } from '@tanstack/react-router';
import type { ListRow } from '@portal/contracts';
import { ClubLink } from '../database/links';
import { kickoffText } from './format';
import { matchClock } from './match-clock';
import { matchPagePath } from './match-page';
import { shownScore } from './rows';

/** What a compact row needs of a match: a list row or a whole match state. */
export type MatchRowFields = Pick<
  ListRow,
  'id' | 'sport' | 'league' | 'home' | 'away' | 'kickoffAt' | 'state' | 'phaseStartedAt' | 'clockBaseMinute' | 'periodMinutes' | 'homeScore' | 'awayScore'
>;

/** One match in a compact row: time, competition, state, teams and score, linked to its page. */
export function MatchRow({ match, now }: { match: MatchRowFields; now: number }) {
  const clock = matchClock(match, now);
  const page = matchPagePath(match.sport);
  return (
    <tr data-match-id={match.id}>
      <td className="c-time">{kickoffText(match.kickoffAt, now)}</td>
      <td className="c-league">
        <span className="league-tag" style={{ background: match.league.color }}>
          {match.league.name}
        </span>
      </td>
      <td className={`c-state ${clock.live ? 'is-live' : ''}`}>{clock.text}</td>
      <td className="c-home">
        <ClubLink sport={match.sport} id={match.home.id} className="team-name">
          {match.home.name}
        </ClubLink>
      </td>
      <td className="c-score">{shownScore(match)}</td>
      <td className="c-away">
        <ClubLink sport={match.sport} id={match.away.id} className="team-name">
          {match.away.name}
        </ClubLink>
      </td>
      <td className="c-link">
        <Link to={page} params={{ id: String(match.id) }}>
          详情
        </Link>
      </td>
    </tr>
  );
}

const HEADINGS = ['时间', '赛事', '状态', '主队', '比分', '客队', ''];

/** A compact table of matches; `children` are its rows (MatchRow, or rows that follow their own channel). */
export function MatchRowsTable({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <table className="match-rows" aria-label={label}>
      <thead>
        <tr>
          {HEADINGS.map((heading, index) => (
            <th scope="col" key={index}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
