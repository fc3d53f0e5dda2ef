import type { CSSProperties } from 'react';
import {
  footballPositionName,
  type FeedIncident,
  type FeedLineup,
  type FeedLineupPlayer,
  type FeedLineups,
  type FeedSide,
  type MatchState,
} from '@portal/contracts';
import { PlayerLink } from '../../database/links';
import { footballMinuteLabels } from './incident-minutes';
import { formationLines, playerMarks, type PlayerMarks } from './lineup-marks';

const roleName = (position: string) => footballPositionName(position) ?? position;

/** The small marks beside a player: goals, own goals, cards, off and on; balls and cards are drawn by the stylesheet. */
function Marks({ marks }: { marks: PlayerMarks | undefined }) {
  if (marks === undefined) return null;
  return (
    <span className="lineup-marks">
      {marks.goals.map((minute, index) => (
        <span key={`g${index}`} className="lineup-mark lineup-mark--goal" title={`进球 ${minute}`} data-mark="goal" />
      ))}
      {marks.ownGoals.map((minute, index) => (
        <span key={`o${index}`} className="lineup-mark lineup-mark--own-goal" title={`乌龙球 ${minute}`} data-mark="own-goal" />
      ))}
      {marks.yellow.map((minute, index) => (
        <span key={`y${index}`} className="lineup-mark lineup-mark--yellow" title={`黄牌 ${minute}`} data-mark="yellow" />
      ))}
      {marks.red.map((minute, index) => (
        <span key={`r${index}`} className="lineup-mark lineup-mark--red" title={`红牌 ${minute}`} data-mark="red" />
      ))}
      {marks.off !== undefined && (
        <span className="lineup-mark lineup-mark--off" data-mark="off">
          ↓{marks.off}
        </span>
      )}
      {marks.on !== undefined && (
        <span className="lineup-mark lineup-mark--on" data-mark="on">
          ↑{marks.on}
        </span>
      )}
    </span>
  );
}

/** One side's starters on its half of the pitch: home attacks to the right, away to the left. */
function PitchSide({ side, lineup, marks }: { side: FeedSide; lineup: FeedLineup; marks: Map<number, PlayerMarks> }) {
  const lines = formationLines(lineup.formation, lineup.starters);
  if (lines === null) return null;
  return (
    <>
      {lines.flatMap((line, lineIndex) =>
        line.map((player, index) => {
          // Depth from the own goal line (7% to 44% of the length); a team's left wing is on the
          // top edge when it attacks to the right.
          const step = 37 / Math.max(1, lines.length - 1);
          const depth = 7 + lineIndex * step;
          const across = ((index + 1) * 100) / (line.length + 1);
          const left = side === 'home' ? depth : 100 - depth;
          const top = side === 'home' ? across : 100 - across;
          return (
            <div
              key={player.playerId}
              className={`pitch-player pitch-player--${side}`}
              // Where on the pitch lying across (a phone stands it upright); a name is no wider than
              // the gap between two lines (upright, between two mates of a line), so neighbours stay clear.
              style={{ '--x': `${left}%`, '--y': `${top}%`, '--line-gap': `${step}%`, '--mate-gap': `${100 / (line.length + 1)}%` } as CSSProperties}
              data-player-id={player.playerId}
              data-position={player.position}
              title={`${player.number} ${player.name} · ${roleName(player.position)}`}
            >
              <span className="pitch-player__number">{player.number}</span>
              <PlayerLink sport="football" id={player.playerId} className="pitch-player__name">
                {player.name}
              </PlayerLink>
              <span className="pitch-player__role">{roleName(player.position)}</span>
              <Marks marks={marks.get(player.playerId)} />
            </div>
          );
        }),
      )}
    </>
  );
}

function PlayerList({ title, players, marks }: { title: string; players: readonly FeedLineupPlayer[]; marks: Map<number, PlayerMarks> }) {
  return (
    <>
      <h3 className="lineup-list__title">{title}</h3>
      <ul className="lineup-list">
        {players.map((player) => (
          <li key={player.playerId} data-player-id={player.playerId}>
            <span className="lineup-list__number">{player.number}</span>
            <PlayerLink sport="football" id={player.playerId} className="lineup-list__name">
              {player.name}
            </PlayerLink>
            <span className="lineup-list__role">
              {player.position} {roleName(player.position)}
            </span>
            <Marks marks={marks.get(player.playerId)} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Both football line-ups of a live match, marked with its incidents so far. */
export function FootballLineups({ match }: { match: MatchState }) {
  return (
    <LineupsView
      lineups={match.lineups}
      teams={{ home: match.home.name, away: match.away.name }}
      incidents={match.incidents}
      minutes={footballMinuteLabels(match, match.incidents)}
    />
  );
}

/**
 * Both football line-ups: the starters on a pitch in their formations, then each side's lists,
 * substitutes and coach, each player marked with his goals, cards and changes (`minutes` labels
 * the incidents).
 */
export function LineupsView({
  lineups,
  teams,
  incidents,
  minutes,
}: {
  lineups: FeedLineups | null;
  teams: Record<FeedSide, string>;
  incidents: readonly FeedIncident[];
  minutes: ReadonlyMap<string, string>;
}) {
  if (lineups === null) return <p className="timeline-empty">暂无阵容</p>;
  const marks = playerMarks(incidents, (incident) => minutes.get(incident.id) ?? `${incident.minute}'`);
  const sides = [
    { side: 'home', team: teams.home, lineup: lineups.home },
    { side: 'away', team: teams.away, lineup: lineups.away },
  ] as const;
  return (
    <div className="lineups" data-testid="lineups">
      <div className="lineups__formations">
        {sides.map(({ side, team, lineup }) => (
          <span key={side} className={`lineups__formation lineups__formation--${side}`}>
            {team} {lineup.formation}
          </span>
        ))}
      </div>
      <div className="pitch" role="group" aria-label="首发阵容">
        <span className="pitch__half" aria-hidden="true" />
        <span className="pitch__circle" aria-hidden="true" />
        <span className="pitch__box pitch__box--home" aria-hidden="true" />
        <span className="pitch__box pitch__box--away" aria-hidden="true" />
        {sides.map(({ side, lineup }) => (
          <PitchSide key={side} side={side} lineup={lineup} marks={marks} />
        ))}
      </div>
      <div className="lineups__sides">
        {sides.map(({ side, team, lineup }) => (
          <section key={side} className={`lineups__side lineups__side--${side}`} data-side={side} aria-label={`${team}阵容`}>
            <p className="lineups__coach">
              {team} · 主教练：{lineup.coach}
            </p>
            <PlayerList title="首发" players={lineup.starters} marks={marks} />
            <PlayerList title="替补" players={lineup.substitutes} marks={marks} />
          </section>
        ))}
      </div>
    </div>
  );
}
