import { memo, useCallback, type ReactNode, type Ref } from 'react';
import { Link } from '@tanstack/react-router';
import type { ListRow } from '@portal/contracts';
import { ClubLink } from '../database/links';
import { kickoffText } from '../match/format';
import { matchClock } from '../match/match-clock';
import { matchPagePath } from '../match/match-page';
import { shownScore } from './rows';
import { SpacerRow, usePhoneLayout, useWindowRows } from './window-rows';

/** What a compact row needs of a match: a list row or a whole match state. */
export type MatchRowFields = Pick<
  ListRow,
  'id' | 'sport' | 'league' | 'home' | 'away' | 'kickoffAt' | 'state' | 'phaseStartedAt' | 'clockBaseMinute' | 'periodMinutes' | 'homeScore' | 'awayScore'
>;

interface MatchRowProps {
  match: MatchRowFields;
  now: number;
  /** The row's place in a long list, and the ref that measures it there ({@link MatchRowsList}). */
  index?: number;
  measureRef?: (row: HTMLTableRowElement | null) => void;
}

/** One match in a compact row: time, competition, state, teams and score, linked to its page. */
export function MatchRow({ match, now, index, measureRef }: MatchRowProps) {
  const clock = matchClock(match, now);
  return (
    <MatchRowView
      match={match}
      timeText={kickoffText(match.kickoffAt, now)}
      clockText={clock.text}
      clockLive={clock.live}
      index={index}
      measureRef={measureRef}
    />
  );
}

/** A row renders again only when its match or its texts change, not on every tick of the clock. */
const MatchRowView = memo(function MatchRowView({
  match,
  timeText,
  clockText,
  clockLive,
  index,
  measureRef,
}: Omit<MatchRowProps, 'now'> & { timeText: string; clockText: string; clockLive: boolean }) {
  return (
    <tr data-match-id={match.id} data-index={index} ref={measureRef}>
      <td className="c-time">{timeText}</td>
      <td className="c-league">
        <span className="league-tag" style={{ background: match.league.color }}>
          {match.league.name}
        </span>
      </td>
      <td className={`c-state ${clockLive ? 'is-live' : ''}`}>{clockText}</td>
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
        <Link to={matchPagePath(match.sport)} params={{ id: String(match.id) }}>
          详情
        </Link>
      </td>
    </tr>
  );
});

const HEADINGS = [
  ['时间', 'time'],
  ['赛事', 'league'],
  ['状态', 'state'],
  ['主队', 'club'],
  ['比分', 'score'],
  ['客队', 'club'],
  ['', 'link'],
] as const;

/**
 * A compact table of matches; `children` are its rows (MatchRow, or rows that follow their own
 * channel). A long one ({@link MatchRowsList}) sets its columns' widths and gives its body's ref.
 */
export function MatchRowsTable({
  children,
  label,
  long = false,
  bodyRef,
}: {
  children: ReactNode;
  label: string;
  long?: boolean;
  bodyRef?: Ref<HTMLTableSectionElement>;
}) {
  return (
    <table className={long ? 'match-rows match-rows--long' : 'match-rows'} aria-label={label}>
      <thead>
        <tr>
          {HEADINGS.map(([heading, column], index) => (
            <th scope="col" key={index} className={`match-col--${column}`}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={bodyRef}>{children}</tbody>
    </table>
  );
}

/** Row heights before they are measured: a desktop line, a phone's two-line row. */
const ROW_HEIGHT = { desktop: 37, phone: 56 } as const;

/** A long list of matches (a day's schedule, all of today's): only the rows near the screen are rendered. */
export function MatchRowsList({ label, rows, now }: { label: string; rows: readonly MatchRowFields[]; now: number }) {
  const phone = usePhoneLayout();
  const estimateHeight = useCallback(() => (phone ? ROW_HEIGHT.phone : ROW_HEIGHT.desktop), [phone]);
  const keyOf = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const { bodyRef, items, spaceBefore, spaceAfter, measureRow } = useWindowRows({
    count: rows.length,
    estimateHeight,
    keyOf,
    layout: phone ? 'phone' : 'desktop',
  });
  return (
    <MatchRowsTable label={label} long bodyRef={bodyRef}>
      <SpacerRow height={spaceBefore} columns={HEADINGS.length} />
      {items.map(({ index, key }) => {
        const row = rows[index];
        return row && <MatchRow key={key} match={row} now={now} index={index} measureRef={measureRow} />;
      })}
      <SpacerRow height={spaceAfter} columns={HEADINGS.length} />
    </MatchRowsTable>
  );
}
