import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { bySport, hasKickedOff, RESERVATION_LABELS, sportEntry, type FeedSport, type ListRow, type MainOdds, type Sport } from '@portal/contracts';
import { ClubLink } from '../database/links';
import type { FlashCell } from './flash';
import type { RankOf } from './club-ranks';
import { asianLineText, dayHeading, goalLineText, kickoffText, pairText, pointsLineText, priceText } from '../match/format';
import { handicapOutcome, LineResultMark, totalOutcome, type LineOutcome } from '../match/line-result';
import { matchClock } from '../match/match-clock';
import { matchPagePath } from '../match/match-page';
import type { PinnedRow } from './pinned';
import { isRowFinished, shownScore } from './rows';
import { rowFlashClasses, rowFlashes, type Flashes } from './use-flashes';
import { SpacerRow, usePhoneLayout, useWindowRows } from './window-rows';

export interface ScoreTableProps {
  sport: FeedSport;
  rows: readonly PinnedRow<ListRow>[];
  /** The gateway's time now, for running clocks. */
  now: number;
  flashes: Flashes;
  /** A 编号 column with the match's number in the lottery issue. */
  numbered?: boolean;
  /** A heading row before each day's first match (the schedule). */
  groupByDay?: boolean;
  onTogglePin: (matchId: number) => void;
  isCollected: (matchId: number) => boolean;
  onToggleCollect: (matchId: number) => void;
  /** Each club's place in its league's table, shown beside its name. */
  rankOf?: RankOf;
}

/** Each column's heading and the class that sets its width (scores.css). */
const FOOTBALL_HEADINGS = [
  ['赛事', 'league'],
  ['时间', 'time'],
  ['状态', 'state'],
  ['主队', 'club'],
  ['比分', 'score'],
  ['客队', 'club'],
  ['半场', 'half'],
  ['角球', 'corner'],
  ['欧赔', 'europe'],
  ['亚盘', 'asian'],
  ['大小球', 'total'],
] as const;
const BASKETBALL_HEADINGS = [
  ['赛事', 'league'],
  ['时间', 'time'],
  ['状态', 'state'],
  ['主队', 'club'],
  ['比分', 'score'],
  ['客队', 'club'],
  ['半场', 'half'],
  ['一节', 'quarter'],
  ['二节', 'quarter'],
  ['三节', 'quarter'],
  ['四节', 'quarter'],
  ['加时', 'overtime'],
  ['让分', 'handicap'],
  ['大小分', 'total'],
] as const;

/** Each sport's headings: football's corners and three prices, basketball's quarters and two. */
const HEADINGS: { readonly [S in Sport]: readonly (readonly [heading: string, column: string])[] } = {
  football: FOOTBALL_HEADINGS,
  basketball: BASKETBALL_HEADINGS,
};

/** A line of the table's body: a day's heading (the schedule) or a match. */
type TableLine = { day: string } | { pinned: PinnedRow<ListRow>; striped: boolean };

/** Row heights before they are measured: a desktop line, a phone's two-line row, a day's heading. */
const ROW_HEIGHT = { desktop: 33, phone: 56, day: 31 } as const;

/**
 * The dense score table of a list page: one row per match, pinned ones first. Only the rows near
 * the screen are rendered; on a phone each is a compact two-line row (scores.css).
 */
export function ScoreTable({ sport, rows, now, flashes, numbered = false, groupByDay = false, rankOf = NO_RANKS, ...actions }: ScoreTableProps) {
  const headings = HEADINGS[sport];
  const columns = headings.length + (numbered ? 1 : 0) + 1;
  const lines = useMemo(() => tableLines(rows, groupByDay), [rows, groupByDay]);
  const phone = usePhoneLayout();
  const estimateHeight = useCallback(
    (index: number) => {
      const line = lines[index];
      return line && 'day' in line ? ROW_HEIGHT.day : phone ? ROW_HEIGHT.phone : ROW_HEIGHT.desktop;
    },
    [lines, phone],
  );
  const keyOf = useCallback(
    (index: number) => {
      const line = lines[index];
      return line === undefined ? index : 'day' in line ? `day:${line.day}` : line.pinned.row.id;
    },
    [lines],
  );
  const { bodyRef, items, spaceBefore, spaceAfter, measureRow } = useWindowRows({
    count: lines.length,
    estimateHeight,
    keyOf,
    layout: phone ? 'phone' : 'desktop',
  });
  // A list beyond today shows dates in its time column.
  const dated = numbered || groupByDay;
  return (
    <table className={['score-table', `score-table--${sport}`, numbered && 'score-table--numbered', dated && 'score-table--dated'].filter(Boolean).join(' ')}>
      <thead>
        <tr>
          {numbered && (
            <th scope="col" className="score-col--num">
              编号
            </th>
          )}
          {headings.map(([heading, column]) => (
            <th scope="col" key={heading} className={`score-col--${column}`}>
              {heading}
            </th>
          ))}
          <th scope="col" className="c-actions score-col--actions">
            操作
          </th>
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        <SpacerRow height={spaceBefore} columns={columns} />
        {items.map(({ index, key }) => {
          const line = lines[index];
          if (line === undefined) return null;
          if ('day' in line) {
            return (
              <tr className="score-day" key={key} data-index={index} ref={measureRow}>
                <th colSpan={columns} scope="rowgroup">
                  {line.day}
                </th>
              </tr>
            );
          }
          const { row, top } = line.pinned;
          const clock = matchClock(row, now);
          return (
            <ScoreRow
              key={key}
              index={index}
              measureRef={measureRow}
              row={row}
              top={top}
              striped={line.striped}
              numbered={numbered}
              clockText={clock.text}
              clockLive={clock.live}
              timeText={kickoffText(row.kickoffAt, now)}
              homeRank={rankOf(row.home.id, row.kickoffAt, row.league.id)}
              awayRank={rankOf(row.away.id, row.kickoffAt, row.league.id)}
              flashes={rowFlashes(flashes, row.id)}
              collected={actions.isCollected(row.id)}
              onTogglePin={actions.onTogglePin}
              onToggleCollect={actions.onToggleCollect}
            />
          );
        })}
        <SpacerRow height={spaceAfter} columns={columns} />
      </tbody>
    </table>
  );
}

/**
 * The table's lines: each match, every second one striped, and with `groupByDay` a heading before
 * the first match of each day (pinned rows have none).
 */
function tableLines(rows: readonly PinnedRow<ListRow>[], groupByDay: boolean): TableLine[] {
  const lines: TableLine[] = [];
  let previous = '';
  rows.forEach((pinned, index) => {
    if (groupByDay && !pinned.top) {
      const day = dayHeading(pinned.row.kickoffAt);
      if (day !== previous) lines.push({ day });
      previous = day;
    }
    lines.push({ pinned, striped: index % 2 === 1 });
  });
  return lines;
}

interface ScoreRowProps {
  /** The row's place among the table's lines, for measuring it. */
  index: number;
  measureRef: (row: HTMLTableRowElement | null) => void;
  row: ListRow;
  top: boolean;
  /** Every second match has the zebra's shade. */
  striped: boolean;
  numbered: boolean;
  clockText: string;
  clockLive: boolean;
  timeText: string;
  homeRank: string | null;
  awayRank: string | null;
  /** The row's highlighted cells, see {@link rowFlashes}. */
  flashes: string;
  collected: boolean;
  onTogglePin: (matchId: number) => void;
  onToggleCollect: (matchId: number) => void;
}

type CellFlash = (cell: FlashCell) => string;

const NO_RANKS: RankOf = () => null;

/** A club's place in its league's table, small and grey beside its name. */
function ClubRank({ label }: { label: string | null }) {
  if (label === null) return null;
  return <span className="club-rank">[{label}]</span>;
}

/** A side's cards beside its name: its yellows and its reds, each a badge with its count, the reds nearest the name. */
function Cards({ red, yellow, side }: { red: number; yellow: number; side: 'home' | 'away' }) {
  const badges = [
    yellow > 0 && (
      <span key="yellow" className="card-badge card-badge--yellow" title={`黄牌 ${yellow}`}>
        {yellow}
      </span>
    ),
    red > 0 && (
      <span key="red" className="card-badge card-badge--red" title={`红牌 ${red}`}>
        {red}
      </span>
    ),
  ];
  return <>{side === 'home' ? badges : badges.reverse()}</>;
}

/** The results of a finished row's handicap and total at their closing lines; nothing before full time. */
function lineOutcomes(row: ListRow, handicap: number | undefined, total: number | undefined) {
  if (!isRowFinished(row)) return { handicap: undefined, total: undefined };
  const score = { home: row.homeScore, away: row.awayScore };
  return {
    handicap: handicap === undefined ? undefined : handicapOutcome(handicap, score),
    total: total === undefined ? undefined : totalOutcome(total, score),
  };
}

function Prices({ left, middle, right, outcome }: { left: string; middle: string; right: string; outcome?: LineOutcome | undefined }) {
  if (!left && !middle && !right) return <span className="odds-empty">-</span>;
  return (
    <span className={outcome ? 'odds-trio odds-trio--settled' : 'odds-trio'}>
      <span>{left}</span>
      <span className="odds-trio__middle">{middle}</span>
      <span>{right}</span>
      {outcome && <LineResultMark outcome={outcome} />}
    </span>
  );
}

function MatchLink({ row, children }: { row: ListRow; children: ReactNode }) {
  return (
    <Link to={matchPagePath(row.sport)} params={{ id: String(row.id) }} className="score-link">
      {children}
    </Link>
  );
}

function FootballOdds({ row, odds, flash }: { row: ListRow; odds: Extract<MainOdds, { sport: 'football' }>; flash: CellFlash }) {
  const { europe, asian, overUnder } = odds;
  const outcomes = lineOutcomes(row, asian?.line, overUnder?.line);
  return (
    <>
      <td className={`c-odds ${flash('europe')}`}>
        <Prices left={priceText(europe?.home)} middle={priceText(europe?.draw)} right={priceText(europe?.away)} />
      </td>
      <td className={`c-odds ${flash('asian')}`}>
        <Prices
          left={priceText(asian?.home)}
          middle={asian ? asianLineText(asian.line) : ''}
          right={priceText(asian?.away)}
          outcome={outcomes.handicap}
        />
      </td>
      <td className={`c-odds ${flash('overUnder')}`}>
        <Prices
          left={priceText(overUnder?.over)}
          middle={overUnder ? goalLineText(overUnder.line) : ''}
          right={priceText(overUnder?.under)}
          outcome={outcomes.total}
        />
      </td>
    </>
  );
}

const QUARTERS = [0, 1, 2, 3] as const;

function BasketballDetail({ row, odds, flash }: { row: ListRow; odds: Extract<MainOdds, { sport: 'basketball' }>; flash: CellFlash }) {
  const outcomes = lineOutcomes(row, odds.handicap?.line, odds.total?.line);
  const quarterFlash = flash('quarters');
  const overtime = row.quarterScores.slice(4);
  const overtimeText = overtime.length
    ? pairText([overtime.reduce((sum, [home]) => sum + home, 0), overtime.reduce((sum, [, away]) => sum + away, 0)])
    : '';
  return (
    <>
      {QUARTERS.map((index) => (
        <td key={index} className={`c-quarter ${quarterFlash}`}>
          {pairText(row.quarterScores[index])}
        </td>
      ))}
      <td className={`c-quarter ${quarterFlash}`}>{overtimeText}</td>
      <td className={`c-odds ${flash('handicap')}`}>
        <Prices
          left={priceText(odds.handicap?.home)}
          middle={odds.handicap ? pointsLineText(odds.handicap.line) : ''}
          right={priceText(odds.handicap?.away)}
          outcome={outcomes.handicap}
        />
      </td>
      <td className={`c-odds ${flash('total')}`}>
        <Prices
          left={priceText(odds.total?.over)}
          middle={odds.total ? String(odds.total.line) : ''}
          right={priceText(odds.total?.under)}
          outcome={outcomes.total}
        />
      </td>
    </>
  );
}

/** The first two quarters added up, once the second is over. */
function basketballHalf(row: ListRow): string {
  const [first, second] = row.quarterScores;
  if (!sportEntry(row.sport).states.pastHalf.has(row.state)) return '';
  if (!first || !second) return pairText(row.halfScore);
  return pairText([first[0] + second[0], first[1] + second[1]]);
}

const ScoreRow = memo(function ScoreRow({
  index,
  measureRef,
  row,
  top,
  striped,
  numbered,
  clockText,
  clockLive,
  timeText,
  homeRank,
  awayRank,
  flashes,
  collected,
  onTogglePin,
  onToggleCollect,
}: ScoreRowProps) {
  const flash: CellFlash = rowFlashClasses(flashes);
  const kickedOff = hasKickedOff(row.sport, row.state);
  const classes = ['score-row', striped ? 'is-striped' : '', top ? 'is-top' : '', clockLive ? 'is-live' : ''].filter(Boolean).join(' ');
  return (
    <tr className={classes} data-match-id={row.id} data-index={index} ref={measureRef}>
      {numbered && <td className="c-num">{row.matchNum ?? ''}</td>}
      <td className="c-league">
        <span className="league-tag" style={{ background: row.league.color }} title={row.league.country}>
          {row.league.name}
        </span>
      </td>
      <td className="c-time">{timeText}</td>
      <td className={`c-state ${clockLive ? 'is-live' : ''} ${flash('state')}`}>{clockText}</td>
      <td className={`c-home ${flash('home')}`}>
        <Cards red={row.homeRed} yellow={row.homeYellow} side="home" />
        <ClubRank label={homeRank} />
        <ClubLink sport={row.sport} id={row.home.id} className="team-name">
          {row.home.name}
        </ClubLink>
      </td>
      <td className={`c-score ${flash('score')}`}>
        <MatchLink row={row}>{shownScore(row)}</MatchLink>
      </td>
      <td className={`c-away ${flash('away')}`}>
        <ClubLink sport={row.sport} id={row.away.id} className="team-name">
          {row.away.name}
        </ClubLink>
        <ClubRank label={awayRank} />
        <Cards red={row.awayRed} yellow={row.awayYellow} side="away" />
      </td>
      {bySport(row.odds, {
        football: (odds) => (
          <>
            <td className={`c-half ${flash('half')}`}>{pairText(row.halfScore)}</td>
            <td className={`c-corner ${flash('corner')}`}>
              {kickedOff ? `${row.homeCorner}-${row.awayCorner}` : ''}
            </td>
            <FootballOdds row={row} odds={odds} flash={flash} />
          </>
        ),
        basketball: (odds) => (
          <>
            <td className={`c-half ${flash('half')}`}>{basketballHalf(row)}</td>
            <BasketballDetail row={row} odds={odds} flash={flash} />
          </>
        ),
      })}
      <td className="c-actions">
        <button
          type="button"
          className={`row-action row-action--pin ${top ? 'is-on' : ''}`}
          aria-pressed={top}
          disabled={!row.pinnable && !top}
          title={top ? '取消置顶' : '置顶'}
          onClick={() => onTogglePin(row.id)}
        >
          {top ? '取消' : '置顶'}
        </button>
        <button
          type="button"
          className={`row-action row-action--star ${collected ? 'is-on' : ''}`}
          aria-pressed={collected}
          aria-label={collected ? RESERVATION_LABELS.unfollow : RESERVATION_LABELS.follow}
          title={collected ? RESERVATION_LABELS.unfollow : RESERVATION_LABELS.follow}
          onClick={() => onToggleCollect(row.id)}
        >
          {collected ? '★' : '☆'}
        </button>
      </td>
    </tr>
  );
});
