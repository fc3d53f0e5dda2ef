import type { FeedIncident, FeedIncidentKind, MatchState, Sport } from '@portal/contracts';
import { basketballHighlights } from './basketball-highlights';
import { footballMinuteLabels } from './incident-minutes';
import { lineupPlayers } from './lineup-marks';
import { periodClock } from './play-by-play';

const KIND_LABELS: Record<FeedIncidentKind, string> = {
  goal: '进球',
  own_goal: '乌龙球',
  penalty: '点球',
  penalty_missed: '点球未进',
  yellow: '黄牌',
  red: '红牌',
  second_yellow: '两黄变红',
  substitution: '换人',
  corner: '角球',
  foul: '犯规',
  timeout: '暂停',
  score: '得分',
};

// Goals and cards are drawn by the stylesheet; these are the marks that are plain text.
const KIND_ICONS: Partial<Record<FeedIncidentKind, string>> = {
  penalty: 'P',
  penalty_missed: '✕',
  substitution: '⇅',
  corner: '⚑',
};

export type Names = ReadonlyMap<number, { name: string }>;

/** The name of the player involved, or coming on, from the line-ups. */
function nameOf(incident: FeedIncident, field: 'playerId' | 'playerInId', names: Names): string | undefined {
  const id = incident[field];
  return id === undefined ? undefined : names.get(id)?.name;
}

/** One side's incident: its mark, the player and what happened (`label`, or the kind's name). */
function IncidentBody({ incident, label, names }: { incident: FeedIncident; label?: string; names: Names }) {
  const player = nameOf(incident, 'playerId', names);
  const playerIn = nameOf(incident, 'playerInId', names);
  const icon = KIND_ICONS[incident.kind];
  return (
    <>
      <span className={`timeline__icon timeline__icon--${incident.kind}`} aria-hidden="true">
        {icon ?? ''}
      </span>
      {incident.kind === 'substitution' ? (
        <span>
          {playerIn && <span className="timeline__sub-in">↑{playerIn} </span>}
          {player && <span className="timeline__sub-out">↓{player}</span>}
          {!player && !playerIn && KIND_LABELS.substitution}
        </span>
      ) : (
        <span>
          {player && <span className="timeline__player">{player} </span>}
          <span className="timeline__kind">
            {label ?? KIND_LABELS[incident.kind]}
            {incident.score ? ` ${incident.score[0]}-${incident.score[1]}` : ''}
          </span>
        </span>
      )}
    </>
  );
}

/** The match's incidents, latest first: home ones left of the minute, away ones right. */
export function IncidentTimeline({ match }: { match: MatchState }) {
  const { shown, minutes } = TIMELINES[match.sport](match);
  return <Timeline shown={shown} minutes={minutes} names={lineupPlayers(match.lineups)} />;
}

/** What a match's timeline shows, by its sport: every incident at its minute (45+2'); a game's highlights at their period's clock. */
const TIMELINES: {
  readonly [S in Sport]: (match: MatchState) => { shown: Array<{ incident: FeedIncident; label?: string }>; minutes: ReadonlyMap<string, string> | undefined };
} = {
  football: (match) => ({ shown: match.incidents.map((incident) => ({ incident })), minutes: footballMinuteLabels(match, match.incidents) }),
  basketball: (match) => ({ shown: basketballHighlights(match.incidents), minutes: undefined }),
};

/**
 * Incidents, latest first, each with its `label` (else its kind's name): home ones left of the
 * minute (`minutes`' label, else the period clock), away ones right; players named from `names`.
 */
export function Timeline({
  shown,
  minutes,
  names,
}: {
  shown: ReadonlyArray<{ incident: FeedIncident; label?: string }>;
  minutes: ReadonlyMap<string, string> | undefined;
  names: Names;
}) {
  if (shown.length === 0) return <p className="timeline-empty">暂无比赛事件</p>;
  return (
    // It scrolls in its own box: the keyboard reaches it too.
    <ol className="timeline" tabIndex={0}>
      {shown
        .slice()
        .reverse()
        .map(({ incident, label }) => (
          <li className="timeline__item" key={incident.id} data-kind={incident.kind}>
            <span className="timeline__event timeline__event--home">
              {incident.team === 'home' && <IncidentBody incident={incident} label={label} names={names} />}
            </span>
            <span className="timeline__minute">{minutes?.get(incident.id) ?? periodClock(incident)}</span>
            <span className="timeline__event timeline__event--away">
              {incident.team === 'away' && <IncidentBody incident={incident} label={label} names={names} />}
            </span>
          </li>
        ))}
    </ol>
  );
}
