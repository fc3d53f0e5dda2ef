import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { likeliestOutcome, type MatchOutcome, type ModelMatch, type OutcomeProbabilities } from '@portal/contracts';
import { useServerNow } from '../realtime/server-time';
import { kickoffText } from '../match/format';
import { matchClock } from '../match/match-clock';
import { scoreQueries } from './queries';
import { shownScore } from './rows';
import './scores.css';

const OUTCOMES: readonly { key: MatchOutcome; label: string }[] = [
  { key: 'home', label: '胜' },
  { key: 'draw', label: '平' },
  { key: 'away', label: '负' },
];

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function Probabilities({ p, kind }: { p: OutcomeProbabilities | null; kind: string }) {
  if (p === null) {
    return (
      <td colSpan={3} className="model-table__none">
        未开盘
      </td>
    );
  }
  const top = likeliestOutcome(p);
  return (
    <>
      {OUTCOMES.map(({ key }) => (
        <td key={key} data-kind={kind} data-outcome={key} className={key === top ? 'is-top' : undefined}>
          {percent(p[key])}
        </td>
      ))}
    </>
  );
}

function ModelRow({ entry, now }: { entry: ModelMatch; now: number }) {
  const { match } = entry;
  const clock = matchClock(match, now);
  const verdict = entry.result === null ? '' : likeliestOutcome(entry.model) === entry.result ? '✓' : '✗';
  return (
    <tr data-match-id={match.id}>
      <td>{kickoffText(match.kickoffAt, now)}</td>
      <td>
        <span className="league-tag" style={{ background: match.league.color }}>
          {match.league.name}
        </span>
      </td>
      <td className="c-home">
        <Link to="/football/live/{-$id}" params={{ id: String(match.id) }}>
          {match.home.name}
        </Link>
      </td>
      <td className="c-score">{shownScore(match)}</td>
      <td className="c-away">{match.away.name}</td>
      <td className={clock.live ? 'is-live' : undefined}>{clock.text}</td>
      <td title={`进攻 ${entry.home.attack.toFixed(2)} / 防守 ${entry.home.defence.toFixed(2)}（近${entry.home.played}场）`}>
        {entry.expectedGoals[0].toFixed(2)} : {entry.expectedGoals[1].toFixed(2)}
      </td>
      <Probabilities p={entry.model} kind="model" />
      <Probabilities p={entry.implied} kind="implied" />
      <td className={verdict === '✓' ? 'is-hit' : verdict === '✗' ? 'is-miss' : undefined} data-verdict={verdict}>
        {verdict}
      </td>
    </tr>
  );
}

/** 模型 (/football/model): the model's probabilities of today's matches beside the opening odds', and its record. */
export function ModelPage() {
  const model = useQuery(scoreQueries.model());
  const now = useServerNow();
  const record = model.data?.record;
  return (
    <section className="panel" aria-label="胜平负模型">
      <h1 className="panel__title">胜平负模型</h1>
      <p className="model-note">
        模型只看比分：每队取最近10场完场比赛，进球与失球各自与主客场平均值相比，得出进攻与防守系数（另计3场平均表现，场次少的球队更接近平均）；
        主队预期进球 = 主场平均进球 × 主队进攻 × 客队防守，客队同理；两队进球按泊松分布计算胜、平、负的概率。旁边是初盘欧赔去掉抽水后的隐含概率。
      </p>
      {record && (
        <dl className="model-record" aria-label="模型战绩">
          <div>
            <dt>模型命中</dt>
            <dd data-testid="model-hits">
              {record.modelHits}/{record.settled}（{record.settled === 0 ? '-' : percent(record.modelHits / record.settled)}）
            </dd>
          </div>
          <div>
            <dt>初盘热门命中</dt>
            <dd data-testid="odds-hits">
              {record.oddsHits}/{record.oddsSettled}（{record.oddsSettled === 0 ? '-' : percent(record.oddsHits / record.oddsSettled)}）
            </dd>
          </div>
          <div>
            <dt>模型布赖尔分数</dt>
            <dd>{record.modelBrier.toFixed(3)}</dd>
          </div>
          <div>
            <dt>赔率布赖尔分数</dt>
            <dd>{record.oddsBrier.toFixed(3)}</dd>
          </div>
        </dl>
      )}
      {model.isError && <p className="scores-empty">模型数据加载失败</p>}
      {model.data && model.data.matches.length === 0 && <p className="scores-empty">今日暂无比赛</p>}
      {model.data && model.data.matches.length > 0 && (
        <div className="table-scroll" tabIndex={0}>
          <table className="match-rows model-table" aria-label="今日比赛模型">
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>时间</th>
                <th scope="col" rowSpan={2}>赛事</th>
                <th scope="col" rowSpan={2}>主队</th>
                <th scope="col" rowSpan={2}>比分</th>
                <th scope="col" rowSpan={2}>客队</th>
                <th scope="col" rowSpan={2}>状态</th>
                <th scope="col" rowSpan={2}>预期进球</th>
                <th scope="colgroup" colSpan={3}>模型概率</th>
                <th scope="colgroup" colSpan={3}>初盘隐含概率</th>
                <th scope="col" rowSpan={2}>命中</th>
              </tr>
              <tr>
                {[...OUTCOMES, ...OUTCOMES].map(({ key, label }, index) => (
                  <th scope="col" key={`${key}${index}`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {model.data.matches.map((entry) => (
                <ModelRow key={entry.match.id} entry={entry} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
