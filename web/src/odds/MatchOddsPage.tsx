import { useMemo, useState } from 'react';
import { matchChannel, oddsChannel, type FeedSport, type MatchState, type OddsMarketState, type OddsState } from '@portal/contracts';
import { useChannel } from '../realtime/use-channel';
import { MatchIdRoute } from '../scores/match/MatchIdRoute';
import { changedOddsCells } from '../scores/match/match-cells';
import { OddsTableHead } from '../scores/match/OddsTableHead';
import { priceGroups } from '../scores/match/odds-columns';
import { isRowFinished } from '../scores/rows';
import { flashClassOf, useFlashes, type Flashes } from '../scores/use-flashes';
import { beijingTime } from '../lib/time';
import { MarketHistory } from './OddsHistory';
import { MatchHead } from '../scores/match/MatchHead';
import { matchOddsTitle, type MatchOddsKind } from './match-odds-kinds';
import { pagedPlayTypes, payoutRate, percentText, playTypeLabel, playTypeOfPage, priceColumns, type OddsColumn } from './columns';
import { priceFields } from '../scores/match/odds-moves';
import { useOddsTape, type OddsMoveRow, type OddsTape } from './odds-tape';
import '../scores/scores.css';
import './odds.css';

/** The play types a page shows: its own, or all three side by side on 三合一. */
const playTypesOf = (sport: FeedSport, kind: MatchOddsKind): readonly number[] =>
  kind === 'three' ? pagedPlayTypes(sport) : [playTypeOfPage(sport, kind)];

export type Move = 'up' | 'down' | undefined;

/** How a field's current price moved last: against the move before it, or the opening price. */
function lastMove(market: OddsMarketState, moves: readonly OddsMoveRow[], field: string): Move {
  const now = priceFields(market.live)[field];
  const before = (moves.length >= 2 ? moves[moves.length - 2]?.live : priceFields(market.initial))?.[field];
  if (now === undefined || before === undefined || now === before) return undefined;
  return now > before ? 'up' : 'down';
}

/** A market's prices in cells, one per column, each marked with its move when `moves` tells one. */
export function PriceCells({ columns, prices, moves, split, flashOf }: {
  columns: readonly OddsColumn[];
  prices: object;
  moves?: (field: string) => Move;
  split?: boolean;
  /** The class of a cell that just changed. */
  flashOf?: (field: string) => string;
}) {
  const values = priceFields(prices);
  return (
    <>
      {columns.map((column, index) => {
        const value = values[column.field];
        const move = moves?.(column.field);
        return (
          <td
            key={column.field}
            data-field={column.field}
            className={`${split && index === 0 ? 'c-split' : ''} ${move ? `odds-move--${move}` : ''} ${flashOf?.(column.field) ?? ''}`}
          >
            {value === undefined ? '-' : column.text(value)}
            {move && (
              <span className="odds-move__arrow" aria-label={move === 'up' ? '升' : '降'}>
                {move === 'up' ? '↑' : '↓'}
              </span>
            )}
          </td>
        );
      })}
    </>
  );
}

/** The flash class of a market's field that a patch just changed. */
const flashOfMarket = (flashes: Flashes, key: string) => (field: string) => flashClassOf(flashes.get(`${key}:${field}`) ?? flashes.get(`${key}:*`));

function CompanyButton({ market, chosen, onChoose }: { market: OddsMarketState; chosen: boolean; onChoose: (id: number) => void }) {
  return (
    <td className="c-bookmaker">
      <button type="button" className={`odds-company ${chosen ? 'is-active' : ''}`} aria-pressed={chosen} onClick={() => onChoose(market.bookmakerId)}>
        {market.bookmakerName}
      </button>
    </td>
  );
}

/**
 * Every company's market of one play type: opening, closing (once kicked off) and current prices
 * (until the match has `finished`), moves marked, payout rate of the prices shown last.
 */
function PlayTypeTable({ markets, finished, tape, flashes, chosen, onChoose }: {
  markets: readonly OddsMarketState[];
  finished: boolean;
  tape: OddsTape;
  flashes: Flashes;
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const first = markets[0];
  if (!first) return <p className="timeline-empty">暂无指数</p>;
  const columns = priceColumns(first.market);
  const groups = priceGroups(markets.some((market) => market.closing !== undefined), finished);
  const live = groups.includes('live');
  return (
    <table className="odds-table">
      <OddsTableHead
        columns={columns}
        groups={groups}
        trailing={
          <>
            <th rowSpan={2} scope="col" className="c-split">返还率</th>
            {live && <th rowSpan={2} scope="col">变化时间</th>}
          </>
        }
      />
      <tbody>
        {markets.map((market) => {
          const key = `${market.bookmakerId}:${market.playType}`;
          const moves = tape.get(key) ?? [];
          return (
            <tr key={key} data-market={key} className={chosen === market.bookmakerId ? 'is-chosen' : ''}>
              <CompanyButton market={market} chosen={chosen === market.bookmakerId} onChoose={onChoose} />
              <PriceCells columns={columns} prices={market.initial} split />
              {groups.includes('closing') && <PriceCells columns={columns} prices={market.closing ?? {}} split />}
              {live && <PriceCells columns={columns} prices={market.live} moves={(field) => lastMove(market, moves, field)} flashOf={flashOfMarket(flashes, key)} split />}
              <td className="c-split" data-field="payout">{percentText(payoutRate(market.market, priceFields(market.live)))}</td>
              {live && <td>{beijingTime(market.changedAt).format('MM-DD HH:mm')}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** 三合一: each company's play types side by side, an opening row, a closing row once kicked off, and a current row until the match has `finished`. */
function ThreeTable({ sport, finished, byCompany, playTypes, tape, flashes, chosen, onChoose }: {
  sport: FeedSport;
  finished: boolean;
  flashes: Flashes;
  byCompany: readonly (readonly (OddsMarketState | undefined)[])[];
  playTypes: readonly number[];
  tape: OddsTape;
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  if (byCompany.length === 0) return <p className="timeline-empty">暂无指数</p>;
  const sample = (index: number) => byCompany.find((markets) => markets[index])?.[index];
  const columnsOf = (index: number) => {
    const market = sample(index);
    return market ? priceColumns(market.market) : [];
  };
  return (
    <table className="odds-table odds-three">
      <thead>
        <tr>
          <th rowSpan={2} scope="col">公司</th>
          <th rowSpan={2} scope="col"></th>
          {playTypes.map((playType, index) => (
            <th key={playType} colSpan={columnsOf(index).length} scope="colgroup" className="c-split">
              {playTypeLabel(sport, playType)}
            </th>
          ))}
        </tr>
        <tr>
          {playTypes.flatMap((playType, index) =>
            columnsOf(index).map((column, at) => (
              <th key={`${playType}:${column.field}`} scope="col" className={at === 0 ? 'c-split' : ''}>
                {column.label}
              </th>
            )),
          )}
        </tr>
      </thead>
      {byCompany.map((markets) => {
        const company = markets.find(Boolean);
        if (!company) return null;
        const isChosen = chosen === company.bookmakerId;
        const groups = priceGroups(markets.some((market) => market?.closing !== undefined), finished);
        return (
          <tbody key={company.bookmakerId} data-company={company.bookmakerId} className={isChosen ? 'is-chosen' : ''}>
            <tr>
              <td rowSpan={groups.length} className="c-bookmaker">
                <button type="button" className={`odds-company ${isChosen ? 'is-active' : ''}`} aria-pressed={isChosen} onClick={() => onChoose(company.bookmakerId)}>
                  {company.bookmakerName}
                </button>
              </td>
              <td className="c-initial">初</td>
              {markets.map((market, index) =>
                market ? <PriceCells key={index} columns={columnsOf(index)} prices={market.initial} split /> : <td key={index} colSpan={columnsOf(index).length} className="c-split">-</td>,
              )}
            </tr>
            {groups.includes('closing') && (
              <tr data-row="closing">
                <td className="c-initial">终</td>
                {markets.map((market, index) => (
                  <PriceCells key={index} columns={columnsOf(index)} prices={market?.closing ?? {}} split />
                ))}
              </tr>
            )}
            {groups.includes('live') && (
              <tr data-row="live">
                <td>即</td>
                {markets.map((market, index) => {
                  if (!market) return <td key={index} colSpan={columnsOf(index).length} className="c-split">-</td>;
                  const key = `${market.bookmakerId}:${market.playType}`;
                  const moves = tape.get(key) ?? [];
                  return (
                    <PriceCells key={index} columns={columnsOf(index)} prices={market.live} moves={(field) => lastMove(market, moves, field)} flashOf={flashOfMarket(flashes, key)} split />
                  );
                })}
              </tr>
            )}
          </tbody>
        );
      })}
    </table>
  );
}

/**
 * A match's odds page (欧赔, 亚盘, 大小球 or 三合一): every company, live from the odds channel;
 * a company chosen shows how its prices moved.
 */
export function MatchOddsPage({ sport, kind, matchId }: { sport: FeedSport; kind: MatchOddsKind; matchId: number }) {
  const match = useChannel<MatchState>(matchChannel(sport, matchId));
  const odds = useChannel<OddsState>(oddsChannel(sport, matchId));
  const { tape } = useOddsTape(sport, matchId, odds, match);
  const flashes = useFlashes(odds.onPatch, changedOddsCells);
  const [chosen, setChosen] = useState<number | null>(null);
  const playTypes = useMemo(() => playTypesOf(sport, kind), [sport, kind]);
  const finished = match.state ? isRowFinished(match.state) : false;

  const byCompany = useMemo(() => {
    const markets = Object.values(odds.state?.markets ?? {});
    const companies = [...new Set(markets.filter((m) => m.bookmakerId > 0).map((m) => m.bookmakerId))].sort((a, b) => a - b);
    return companies.map((id) => playTypes.map((playType) => markets.find((m) => m.bookmakerId === id && m.playType === playType)));
  }, [odds.state, playTypes]);

  if (match.status === 'failed' || odds.status === 'failed') {
    return (
      <section className="match-centre odds-page">
        <p className="scores-empty">未找到该比赛</p>
      </section>
    );
  }

  const chosenMarkets = chosen === null ? [] : (byCompany.find((markets) => markets.some((m) => m?.bookmakerId === chosen)) ?? []);
  const title = matchOddsTitle(sport, kind);
  return (
    <section className={odds.state ? 'match-centre odds-page' : 'match-centre odds-page is-loading'} aria-label={title}>
      <MatchHead sport={sport} current={kind} match={match} />
      <div className="odds-page__body">
        <h2>{title}</h2>
        {!odds.state ? (
          <p className="timeline-empty">指数加载中…</p>
        ) : (
          <div className="table-scroll" tabIndex={0}>
            {kind === 'three' ? (
              <ThreeTable sport={sport} finished={finished} byCompany={byCompany} playTypes={playTypes} tape={tape} flashes={flashes} chosen={chosen} onChoose={setChosen} />
            ) : (
              <PlayTypeTable markets={byCompany.flatMap((markets) => markets[0] ?? [])} finished={finished} tape={tape} flashes={flashes} chosen={chosen} onChoose={setChosen} />
            )}
          </div>
        )}
        {chosen === null ? (
          odds.state && <p className="odds-page__hint">点击公司名查看该公司的指数变化</p>
        ) : (
          chosenMarkets.map((market) =>
            market ? (
              <MarketHistory key={market.playType} sport={sport} market={market} finished={finished} moves={tape.get(`${market.bookmakerId}:${market.playType}`) ?? []} />
            ) : null,
          )
        )}
      </div>
    </section>
  );
}

/** A per-match odds page from its URL's id: the page, or 未找到该比赛 for an id that is none. */
export function MatchOddsRoutePage({ sport, kind, id }: { sport: FeedSport; kind: MatchOddsKind; id: string | undefined }) {
  return <MatchIdRoute id={id} page={(matchId) => <MatchOddsPage key={matchId} sport={sport} kind={kind} matchId={matchId} />} />;
}
