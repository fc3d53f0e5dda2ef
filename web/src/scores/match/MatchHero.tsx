import { useState } from 'react';
import { hasKickedOff, type MatchState } from '@portal/contracts';
import { ClubLink } from '../../database/links';
import { kickoffText, pairText } from '../format';
import { matchClock } from '../match-clock';
import { flashClass, type Flashes } from '../use-flashes';

/** The team's badge, or the first character of its name where the badge is missing or fails to load. */
export function TeamBadge({ name, logo }: { name: string; logo: string }) {
  const [broken, setBroken] = useState(false);
  if (!logo || broken) {
    return (
      <span className="match-hero__logo match-hero__logo--text" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    );
  }
  return <img className="match-hero__logo" src={logo} alt="" onError={() => setBroken(true)} />;
}

/** The head of the match centre: the teams, the score and the clock. */
export function MatchHero({ match, now, flashes }: { match: MatchState; now: number; flashes: Flashes }) {
  const clock = matchClock(match, now);
  const kickedOff = hasKickedOff(match.sport, match.state);
  const extras = [
    match.halfScore && match.sport === 'football' ? `半场 ${pairText(match.halfScore)}` : '',
    match.firstLeg ? `首回合 ${pairText(match.firstLeg)}` : '',
    match.firstLeg && kickedOff ? `总比分 ${pairText([match.homeScore + match.firstLeg[0], match.awayScore + match.firstLeg[1]])}` : '',
    match.penaltyScore ? `点球 ${pairText(match.penaltyScore)}` : '',
    `${kickoffText(match.kickoffAt, now)} 开赛`,
  ].filter(Boolean);
  return (
    <div className="match-hero">
      <div className="match-hero__team match-hero__team--home">
        <ClubLink sport={match.sport} id={match.home.id} className="match-hero__name">
          {match.home.name}
        </ClubLink>
        <TeamBadge {...match.home} />
      </div>
      <div className="match-hero__centre">
        <div className="match-hero__league">{match.league.name}</div>
        <div className={`match-hero__score ${flashClass(flashes, 'score')}`} aria-label="比分">
          {kickedOff ? `${match.homeScore} - ${match.awayScore}` : 'VS'}
        </div>
        <span className={`match-hero__clock ${clock.live ? 'is-live' : ''}`}>{clock.text}</span>
        <div className="match-hero__extra">{extras.join('　')}</div>
      </div>
      <div className="match-hero__team match-hero__team--away">
        <TeamBadge {...match.away} />
        <ClubLink sport={match.sport} id={match.away.id} className="match-hero__name">
          {match.away.name}
        </ClubLink>
      </div>
    </div>
  );
}
