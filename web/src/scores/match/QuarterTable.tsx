import { basketballPeriodName, type MatchState } from '@portal/contracts';
import { flashClass, type Flashes } from '../use-flashes';

/** What the table shows of a game: its sides' names, its points by period and its score. */
export type QuarterTableMatch = Pick<MatchState, 'quarterScores' | 'homeScore' | 'awayScore'> & { home: { name: string }; away: { name: string } };

/** Points by period, overtimes after the fourth, and the totals. */
export function QuarterTable({ match, flashes }: { match: QuarterTableMatch; flashes: Flashes }) {
  const periods = Math.max(4, match.quarterScores.length);
  const names = Array.from({ length: periods }, (_, index) => basketballPeriodName(index + 1));
  const sides = [
    { key: 'home', name: match.home.name, side: 0, total: match.homeScore },
    { key: 'away', name: match.away.name, side: 1, total: match.awayScore },
  ] as const;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className={`quarter-table ${flashClass(flashes, 'quarterScores')}`}>
        <thead>
          <tr>
            <th scope="col">球队</th>
            {names.map((name) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
            <th scope="col">总分</th>
          </tr>
        </thead>
        <tbody>
          {sides.map(({ key, name, side, total }) => (
            <tr key={key}>
              <td>{name}</td>
              {names.map((period, index) => (
                <td key={period}>{match.quarterScores[index]?.[side] ?? '-'}</td>
              ))}
              <td className="is-total">{total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
