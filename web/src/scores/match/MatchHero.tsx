import { useState, type ReactNode } from 'react';
import { hasKickedOff, matchTypeOf, sportEntry, type FeedSport, type MatchState, type ScoreTeam } from '@portal/contracts';
import { ClubLink } from '../../database/links';
import { kickoffText, pairText } from '../../match/format';
import { matchClock, runsInTenths } from '../../match/match-clock';
import { useServerNowInTenths } from '../../realtime/server-time';
import { flashClass, type Flashes } from '../use-flashes';
import { useClubRanks } from '../club-ranks';
import { MatchStar } from '../MatchStar';

/** The team's badge, or the first character of its name where the badge is missing or fails to load. */
function TeamBadge({ name, logo }: { name: string; logo: string }) {
  const [broken, setBroken] = useState(false);
  if (!logo || broken) {
    return (
      <span className="match-hero__logo match-hero__logo--text" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    );
  }
  return <img className="match-hero__logo" src={logo} alt="" width={56} height={56} onError={() => setBroken(true)} />;
}

/** The head of the match centre: the teams, the score and the clock. */
export function MatchHero({ match, now, flashes }: { match: MatchState; now: number; flashes: Flashes }) {
  // A basketball clock's last minute runs in tenths, moved on every tenth (`now` otherwise).
  const clock = matchClock(match, useServerNowInTenths(runsInTenths(match, now)), true);
  const kickedOff = hasKickedOff(match.sport, match.state);
  const extras = [
    match.halfScore && sportEntry(match.sport).periods.halfTimeShown ? `半场 ${pairText(match.halfScore)}` : '',
    match.firstLeg ? `首回合 ${pairText(match.firstLeg)}` : '',
    match.firstLeg && kickedOff ? `总比分 ${pairText([match.homeScore + match.firstLeg[0], match.awayScore + match.firstLeg[1]])}` : '',
    match.penaltyScore ? `点球 ${pairText(match.penaltyScore)}` : '',
    `${kickoffText(match.kickoffAt, now)} 开赛`,
  ].filter(Boolean);
  const rankOf = useClubRanks(match.sport, [match.kickoffAt]);
  return (
    <HeroFrame
      sport={match.sport}
      home={match.home}
      away={match.away}
      homeRank={rankOf(match.home.id, match.kickoffAt)}
      awayRank={rankOf(match.away.id, match.kickoffAt)}
      league={match.league.name}
      score={kickedOff ? `${match.homeScore} - ${match.awayScore}` : 'VS'}
      scoreClass={flashClass(flashes, 'score')}
      clock={clock.text}
      clockClass={clock.live ? 'is-live' : ''}
      extras={extras}
      action={<MatchStar matchId={match.id} matchType={matchTypeOf(match.sport)} className="match-hero__star" />}
    />
  );
}

/**
 * A match head's layout: each club's name (a link to its page) and badge either side, and between
 * them the competition, the score, the clock or state, and the extras (half-time, legs, kick-off).
 */
export function HeroFrame(props: {
  sport: FeedSport;
  home: ScoreTeam;
  away: ScoreTeam;
  league: ReactNode;
  score: string;
  scoreClass?: string;
  clock: string;
  clockClass?: string;
  extras: readonly string[];
  /** Each club's place in its league's table (英超3), under its name. */
  homeRank?: string | null;
  awayRank?: string | null;
  /** What the head offers to do with the match (☆ 关注), in its corner. */
  action?: ReactNode;
}) {
  const { sport, home, away } = props;
  return (
    <div className="match-hero">
      {props.action}
      <div className="match-hero__team match-hero__team--home">
        <HeroName sport={sport} team={home} rank={props.homeRank} />
        <TeamBadge {...home} />
      </div>
      <div className="match-hero__centre">
        <div className="match-hero__league">{props.league}</div>
        <div className={`match-hero__score ${props.scoreClass ?? ''}`} aria-label="比分">
          {props.score}
        </div>
        <span className={`match-hero__clock ${props.clockClass ?? ''}`}>{props.clock}</span>
        <div className="match-hero__extra">{props.extras.join('　')}</div>
      </div>
      <div className="match-hero__team match-hero__team--away">
        <TeamBadge {...away} />
        <HeroName sport={sport} team={away} rank={props.awayRank} />
      </div>
    </div>
  );
}

/** A club's name in the match head, a link to its page, with its place in its league's table under it. */
function HeroName({ sport, team, rank }: { sport: FeedSport; team: ScoreTeam; rank: string | null | undefined }) {
  return (
    <span className="match-hero__side">
      <ClubLink sport={sport} id={team.id} className="match-hero__name">
        {team.name}
      </ClubLink>
      {rank && <span className="match-hero__rank">{rank}</span>}
    </span>
  );
}
