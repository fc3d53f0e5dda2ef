import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { matchStateLabel, matchTypeOf, PERSONAL_NAV_INDEX, type DataSearchResponse, type SearchMatch } from '@portal/contracts';
import { LeagueLink, PlayerLink, TeamLink } from '../database/links';
import { beijingTime } from '../lib/time';
import { matchPagePath } from '../match/match-page';
import { isRowFinished, isRowLive, isRowNotStarted, shownScore } from '../scores/rows';
import { searchResultQueries } from './queries';
import './search.css';

/** A group of results: its name, how many were found, and the first of them. */
function Group({ name, count, children }: { name: string; count: number; children: ReactNode }) {
  return (
    <section className="search-group" aria-label={name}>
      <h2>
        {name} <small className="muted">{count}</small>
      </h2>
      {count === 0 ? <p className="muted">无</p> : <ul>{children}</ul>}
    </section>
  );
}

/** A found match: its kick-off, league, teams and score (and its state when it was not played through), leading to its page. */
export function MatchLink({ match }: { match: SearchMatch }) {
  // Put off (推迟, 取消, 待定) or stopped (中断, 腰斩): the state says why there is no result.
  const odd = !isRowNotStarted(match) && !isRowLive(match) && !isRowFinished(match);
  const note = odd ? ` (${matchStateLabel(matchTypeOf(match.sport), match.state) ?? ''})` : '';
  const text = `${match.league} ${match.home} ${shownScore(match)} ${match.away}${note}`;
  return (
    <>
      <span className="muted">{beijingTime(match.kickoffAt).format('MM-DD HH:mm')}</span>{' '}
      <Link to={matchPagePath(match.sport)} params={{ id: String(match.id) }}>
        {text}
      </Link>
    </>
  );
}

/** The open rooms showing a club's next match. */
function MatchRooms({ match }: { match: SearchMatch }) {
  const rooms = useQuery(searchResultQueries.matchRooms(match.id, match.sport));
  if (!rooms.data?.length) return null;
  return (
    <span className="search-rooms">
      直播间：
      {rooms.data.map((room) => (
        <Link key={room.roomId} to="/live/room/{-$id}" params={{ id: String(room.roomId) }}>
          {room.title}
        </Link>
      ))}
    </span>
  );
}

function DataGroups({ data }: { data: DataSearchResponse }) {
  return (
    <>
      <Group name="比赛" count={data.counts.matches}>
        {data.matches.map((match) => (
          <li key={match.id}>
            <MatchLink match={match} />
          </li>
        ))}
      </Group>
      <Group name="球队" count={data.counts.teams}>
        {data.teams.map(({ sport, team, league, nextMatch }) => (
          <li key={team.id}>
            <TeamLink sport={sport} team={team} id={team.id} /> <span className="muted">{league}</span>
            {nextMatch && (
              <span className="search-next">
                下一场：<MatchLink match={nextMatch} />
                <MatchRooms match={nextMatch} />
              </span>
            )}
          </li>
        ))}
      </Group>
      <Group name="球员" count={data.counts.players}>
        {data.players.map(({ sport, player, team }) => (
          <li key={player.id}>
            <PlayerLink sport={sport} id={player.id}>
              {player.name}
            </PlayerLink>{' '}
            <span className="muted">{team}</span>
          </li>
        ))}
      </Group>
      <Group name="联赛" count={data.counts.leagues}>
        {data.leagues.map((league) => (
          <li key={league.id}>
            <LeagueLink sport={league.sport} leagueId={league.id} seasonId={league.seasons[0]?.id ?? 0}>
              {league.name}
            </LeagueLink>
          </li>
        ))}
      </Group>
    </>
  );
}

/** Every group a word finds besides the news: matches, clubs, players, leagues, rooms and anchors. */
export function SearchResults({ word }: { word: string }) {
  const data = useQuery(searchResultQueries.data(word));
  const rooms = useQuery(searchResultQueries.rooms(word));
  return (
    <div className="search-results">
      {data.data && <DataGroups data={data.data} />}
      {rooms.data && (
        <>
          <Group name="直播间" count={rooms.data.rooms.length}>
            {rooms.data.rooms.map((room) => (
              <li key={room.roomId}>
                <Link to="/live/room/{-$id}" params={{ id: String(room.roomId) }}>
                  {room.title}
                </Link>{' '}
                <span className="muted">{room.nickName}</span>
              </li>
            ))}
          </Group>
          <Group name="主播" count={rooms.data.anchors.length}>
            {rooms.data.anchors.map((anchor) => (
              <li key={anchor.id}>
                <Link to="/personal/{-$id}" params={{ id: String(anchor.id) }} search={{ headerNavIndex: PERSONAL_NAV_INDEX.ANCHOR }}>
                  {anchor.nickName}
                </Link>
              </li>
            ))}
          </Group>
        </>
      )}
    </div>
  );
}
