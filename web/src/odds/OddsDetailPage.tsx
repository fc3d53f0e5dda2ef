import { useMemo, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { oddsChannel, sportEntry, type FeedSport, type ListRow, type ListState, type OddsMarketState, type OddsState } from '@portal/contracts';
import { useChannel } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { matchClock } from '../match/match-clock';
import { isRowFinished, liveOrder } from '../scores/rows';
import { kickoffText } from '../match/format';
import { matchPagePath } from '../match/match-page';
import { marketOfPlayType, pagedPlayTypes, payoutRate, percentText, playTypeLabel, playTypeOfPage, priceColumns } from './columns';
import { PriceCells, type Move } from './MatchOddsPage';
import { priceFields } from '../scores/match/odds-moves';
import { oddsQueries } from './queries';
import '../scores/scores.css';
import './odds.css';

/** The odds-detail pages: 综合 (index), one play type, several companies side by side (join), a comparison table. */
export const ODDS_DETAIL_VIEWS = ['index', 'oupei', 'yapan', 'daxiaoqiu', 'join', 'table'] as const;
/** One odds-detail page. */
export type OddsDetailView = (typeof ODDS_DETAIL_VIEWS)[number];

const VIEW_TITLES: Record<FeedSport, Record<OddsDetailView, string>> = {
  football: { index: '综合指数', oupei: '欧赔', yapan: '亚盘', daxiaoqiu: '大小球', join: '多公司对比', table: '指数对比表' },
  basketball: { index: '综合指数', oupei: '欧赔', yapan: '让分', daxiaoqiu: '大小分', join: '多公司对比', table: '指数对比表' },
};

const VIEW_PATHS = {
  football: {
    index: '/football/odds-detail',
    oupei: '/football/odds-detail/oupei',
    yapan: '/football/odds-detail/yapan',
    daxiaoqiu: '/football/odds-detail/daxiaoqiu',
    join: '/football/odds-detail/join',
    table: '/football/odds-detail/table',
  },
  basketball: {
    index: '/basketball/odds-detail',
    oupei: '/basketball/odds-detail/oupei',
    yapan: '/basketball/odds-detail/yapan',
    daxiaoqiu: '/basketball/odds-detail/daxiaoqiu',
    join: '/basketball/odds-detail/join',
    table: '/basketball/odds-detail/table',
  },
} as const;

/** The play type of a single-play-type page; undefined for the others. */
const playTypeOfView = (sport: FeedSport, view: OddsDetailView): number | undefined =>
  view === 'oupei' || view === 'yapan' || view === 'daxiaoqiu' ? playTypeOfPage(sport, view) : undefined;
const DEFAULT_JOIN = [1, 2, 5];
const PAGE_SIZE = 30;


const sinceOpening = (market: OddsMarketState, current: object) => (field: string): Move => {
  const before = priceFields(market.initial)[field];
  const now = priceFields(current)[field];
  if (before === undefined || now === undefined || before === now) return undefined;
  return now > before ? 'up' : 'down';
};

type RowMarkets = { sport: FeedSport; row: ListRow; answered: readonly OddsMarketState[]; companies: ReadonlySet<number> };

/** The asked companies' markets of a match still to finish, as its odds channel has them (the day's answer until it arrives). */
function FollowedMarkets({ sport, row, answered, companies, children }: RowMarkets & { children: (markets: readonly OddsMarketState[]) => ReactNode }) {
  const channel = useChannel<OddsState>(oddsChannel(sport, row.id));
  const markets = useMemo(() => {
    if (!channel.state) return answered;
    return Object.values(channel.state.markets)
      .filter((market) => companies.has(market.bookmakerId))
      .sort((a, b) => a.bookmakerId - b.bookmakerId || a.playType - b.playType);
  }, [channel.state, answered, companies]);
  return children(markets);
}

/** A row's markets: followed live while the match is not over, else the day's answer. */
function RowMarkets(props: RowMarkets & { children: (markets: readonly OddsMarketState[]) => ReactNode }) {
  if (isRowFinished(props.row)) return props.children(props.answered);
  return <FollowedMarkets {...props} />;
}

function MatchCells({ sport, row, now }: { sport: FeedSport; row: ListRow; now: number }) {
  const clock = matchClock(row, now);
  return (
    <>
      <td>{kickoffText(row.kickoffAt, now)}</td>
      <td className="c-league">
        <span className="league-tag" style={{ background: row.league.color }}>
          {row.league.name}
        </span>
      </td>
      <td className={`c-state ${clock.live ? 'is-live' : ''}`}>{clock.text}</td>
      <td className="c-team">{row.home.name}</td>
      <td>
        <Link to={matchPagePath(sport)} params={{ id: String(row.id) }} className="odds-detail__score">
          {row.state === 1 ? 'VS' : `${row.homeScore}-${row.awayScore}`}
        </Link>
      </td>
      <td className="c-team">{row.away.name}</td>
    </>
  );
}

/** A market's opening (`withInitial`) and current prices; a finished match's current prices are the closing ones the gateway serves. */
function MarketCells({ market, columns, withInitial }: { market: OddsMarketState | undefined; columns: number; withInitial: boolean }) {
  if (!market) return <td colSpan={columns} className="c-split">-</td>;
  const priceColumnsOf = priceColumns(market.market);
  return (
    <>
      {withInitial && <PriceCells columns={priceColumnsOf} prices={market.initial} split />}
      <PriceCells columns={priceColumnsOf} prices={market.live} moves={sinceOpening(market, market.live)} split={!withInitial} />
    </>
  );
}

type Layout = { playTypes: readonly number[]; companies: readonly number[]; withInitial: boolean; payout: boolean };

function DetailRow({ sport, row, markets, layout, now }: { sport: FeedSport; row: ListRow; markets: readonly OddsMarketState[]; layout: Layout; now: number }) {
  const find = (company: number, playType: number) => markets.find((m) => m.bookmakerId === company && m.playType === playType);
  const width = (playType: number) => priceColumns(marketOfPlayType(sport, playType)).length * (layout.withInitial ? 2 : 1);
  const first = layout.companies[0] ?? 1;
  const single = layout.payout ? find(first, layout.playTypes[0] ?? 1) : undefined;
  return (
    <tr data-match-id={row.id}>
      <MatchCells sport={sport} row={row} now={now} />
      {layout.companies.flatMap((company) =>
        layout.playTypes.map((playType) => (
          <MarketCells key={`${company}:${playType}`} market={find(company, playType)} columns={width(playType)} withInitial={layout.withInitial} />
        )),
      )}
      {layout.payout && <td className="c-split" data-field="payout">{single ? percentText(payoutRate(single.market, priceFields(single.live))) : '-'}</td>}
    </tr>
  );
}

/** 指数对比表: per match, one row per company with every play type. */
function TableRows({ sport, row, markets, companies, names, now }: {
  sport: FeedSport;
  row: ListRow;
  markets: readonly OddsMarketState[];
  companies: readonly number[];
  names: ReadonlyMap<number, string>;
  now: number;
}) {
  return (
    <tbody data-match-id={row.id}>
      {companies.map((company, index) => (
        <tr key={company}>
          {index === 0 ? <MatchCells sport={sport} row={row} now={now} /> : <td colSpan={6} />}
          <td className="c-bookmaker">{names.get(company) ?? company}</td>
          {pagedPlayTypes(sport).map((playType) => (
            <MarketCells
              key={playType}
              market={markets.find((m) => m.bookmakerId === company && m.playType === playType)}
              columns={priceColumns(marketOfPlayType(sport, playType)).length}
              withInitial={false}
            />
          ))}
        </tr>
      ))}
    </tbody>
  );
}

function HeaderRows({ sport, layout, names, extra }: { sport: FeedSport; layout: Layout; names: ReadonlyMap<number, string>; extra?: string }) {
  const sub = layout.companies.flatMap((company) =>
    layout.playTypes.flatMap((playType) => {
      const columns = priceColumns(marketOfPlayType(sport, playType));
      const all = layout.withInitial ? [...columns, ...columns] : columns;
      return all.map((column, index) => ({ key: `${company}:${playType}:${index}`, label: layout.withInitial ? `${index < columns.length ? '初' : '即'}${column.label}` : column.label, split: index === 0 }));
    }),
  );
  return (
    <thead>
      <tr>
        {['时间', '赛事', '状态', '主队', '比分', '客队'].map((label) => (
          <th key={label} rowSpan={2} scope="col">
            {label}
          </th>
        ))}
        {extra && <th rowSpan={2} scope="col">{extra}</th>}
        {layout.companies.flatMap((company) =>
          layout.playTypes.map((playType) => {
            const width = priceColumns(marketOfPlayType(sport, playType)).length * (layout.withInitial ? 2 : 1);
            const label = layout.companies.length > 1 ? `${names.get(company) ?? company} ${playTypeLabel(sport, playType)}` : playTypeLabel(sport, playType);
            return (
              <th key={`${company}:${playType}`} colSpan={width} scope="colgroup" className="c-split">
                {label}
              </th>
            );
          }),
        )}
        {layout.payout && <th rowSpan={2} scope="col" className="c-split">返还率</th>}
      </tr>
      <tr>
        {sub.map((column) => (
          <th key={column.key} scope="col" className={column.split ? 'c-split' : ''}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * An odds-detail page: the day's matches with the prices of the company chosen (several on join
 * and table), filtered by league; rows follow their odds channels and the live list's scores.
 */
export function OddsDetailPage({ sport, view }: { sport: FeedSport; view: OddsDetailView }) {
  const multi = view === 'join' || view === 'table';
  const [company, setCompany] = useState(1);
  const [several, setSeveral] = useState<readonly number[]>(DEFAULT_JOIN);
  const [joinPlayType, setJoinPlayType] = useState(pagedPlayTypes(sport)[0] ?? 1);
  const [league, setLeague] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const companies = useMemo(() => (multi ? [...several].sort((a, b) => a - b) : [company]), [multi, several, company]);
  const chosen = useMemo(() => new Set(companies), [companies]);
  const detail = useQuery(oddsQueries.detail(sport, companies));
  const live = useChannel<ListState>(sportEntry(sport).liveList);
  const now = useServerNow();

  const names = useMemo(() => new Map((detail.data?.bookmakers ?? []).map((b) => [b.id, b.name])), [detail.data]);
  const leagues = useMemo(() => {
    const counts = new Map<number, { name: string; count: number }>();
    for (const { row } of detail.data?.matches ?? []) {
      const known = counts.get(row.league.id);
      counts.set(row.league.id, { name: row.league.name, count: (known?.count ?? 0) + 1 });
    }
    return [...counts].map(([id, value]) => ({ id, ...value }));
  }, [detail.data]);
  const matches = useMemo(() => {
    const day = (detail.data?.matches ?? [])
      .filter(({ row }) => league === null || row.league.id === league)
      .map(({ row, markets }) => ({ row: live.state?.matches[String(row.id)] ?? row, markets }));
    const markets = new Map(day.map(({ row, markets }) => [row.id, markets]));
    return liveOrder(day.map(({ row }) => row)).map((row) => ({ row, markets: markets.get(row.id) ?? [] }));
  }, [detail.data, league, live.state]);
  const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const shown = matches.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  const single = playTypeOfView(sport, view);
  const layout: Layout =
    view === 'join'
      ? { playTypes: [joinPlayType], companies, withInitial: false, payout: false }
      : single !== undefined
        ? { playTypes: [single], companies, withInitial: true, payout: true }
        : { playTypes: pagedPlayTypes(sport), companies, withInitial: false, payout: false };
  const toggle = (id: number) => setSeveral((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  const title = VIEW_TITLES[sport][view];

  return (
    <section className={`match-centre odds-page odds-detail ${detail.isPending ? 'is-loading' : ''}`} aria-label={`${sportEntry(sport).name}指数 ${title}`}>
      <nav className="odds-page__tabs" aria-label="指数页面">
        {ODDS_DETAIL_VIEWS.map((other) => (
          <Link key={other} to={VIEW_PATHS[sport][other]} className={`odds-board__tab ${other === view ? 'is-active' : ''}`}>
            {VIEW_TITLES[sport][other]}
          </Link>
        ))}
      </nav>
      <div className="odds-detail__tools">
        {multi ? (
          <fieldset className="odds-detail__companies" aria-label="选择公司">
            {(detail.data?.bookmakers ?? []).map((b) => (
              <label key={b.id}>
                <input type="checkbox" checked={several.includes(b.id)} onChange={() => toggle(b.id)} /> {b.name}
              </label>
            ))}
          </fieldset>
        ) : (
          <label>
            公司{' '}
            <select aria-label="公司" value={company} onChange={(event) => setCompany(Number(event.target.value))}>
              {(detail.data?.bookmakers ?? [{ id: company, name: '澳门' }]).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          赛事{' '}
          <select
            aria-label="赛事"
            value={league ?? ''}
            onChange={(event) => {
              setLeague(event.target.value === '' ? null : Number(event.target.value));
              setPage(0);
            }}
          >
            <option value="">全部赛事</option>
            {leagues.map((l) => (
              <option key={l.id} value={l.id}>
                {`${l.name} (${l.count})`}
              </option>
            ))}
          </select>
        </label>
        {view === 'join' &&
          pagedPlayTypes(sport).map((playType) => (
            <button key={playType} type="button" className={`odds-board__tab ${playType === joinPlayType ? 'is-active' : ''}`} onClick={() => setJoinPlayType(playType)}>
              {playTypeLabel(sport, playType)}
            </button>
          ))}
      </div>
      <div className="odds-page__body">
        {detail.isPending ? (
          <p className="timeline-empty">指数加载中…</p>
        ) : shown.length === 0 ? (
          <p className="timeline-empty">今日暂无比赛</p>
        ) : (
          <div className="table-scroll" tabIndex={0}>
            {view === 'table' ? (
              <table className="odds-table odds-detail__table">
                <HeaderRows sport={sport} layout={{ ...layout, companies: [companies[0] ?? 1] }} names={new Map()} extra="公司" />
                {shown.map(({ row, markets }) => (
                  <RowMarkets key={row.id} sport={sport} row={row} answered={markets} companies={chosen}>
                    {(current) => <TableRows sport={sport} row={row} markets={current} companies={companies} names={names} now={now} />}
                  </RowMarkets>
                ))}
              </table>
            ) : (
              <table className="odds-table odds-detail__table">
                <HeaderRows sport={sport} layout={layout} names={names} />
                <tbody>
                  {shown.map(({ row, markets }) => (
                    <RowMarkets key={row.id} sport={sport} row={row} answered={markets} companies={chosen}>
                      {(current) => <DetailRow sport={sport} row={row} markets={current} layout={layout} now={now} />}
                    </RowMarkets>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        )}
        {pages > 1 && (
          <div className="odds-detail__pager">
            <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
              上一页
            </button>
            <span>{`${page + 1} / ${pages}`}</span>
            <button type="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              下一页
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
