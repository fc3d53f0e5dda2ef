import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sportEntry, type DatabaseLeague, type FeedSport } from '@portal/contracts';
import { CONTINENTS, continentOf } from './continents';
import { LeagueLink } from './links';
import { databaseQueries } from './queries';
import { PageLoading } from './PageLoading';
import './database.css';

const current = (league: DatabaseLeague) => league.seasons.find((s) => s.current) ?? league.seasons[0];

/** 数据 home: hot leagues, the leagues by continent and region, and a search over their names. */
export function DatabaseHome({ sport }: { sport: FeedSport }) {
  const home = useQuery(databaseQueries.home(sport));
  const [word, setWord] = useState('');
  if (home.isPending) return <PageLoading />;
  if (home.isError) return <p className="db-empty">数据加载失败</p>;
  const { leagues, hot } = home.data;
  const link = (league: DatabaseLeague, text: string) => (
    <LeagueLink sport={sport} leagueId={league.id} seasonId={current(league)?.id ?? 0}>
      {text}
    </LeagueLink>
  );
  const found = word.trim() === '' ? [] : leagues.filter((l) => l.name.includes(word.trim()) || l.shortName.includes(word.trim()));
  const regions = [...new Set(leagues.map((l) => l.country))];
  return (
    <div className="db-page">
      <h1 className="db-title">{`${sportEntry(sport).name}资料库`}</h1>
      <label className="db-search">
        <input value={word} onChange={(event) => setWord(event.target.value)} placeholder="搜索联赛" aria-label="搜索联赛" />
      </label>
      {found.length > 0 && (
        <ul className="db-chips" aria-label="搜索结果">
          {found.map((league) => (
            <li key={league.id}>{link(league, league.name)}</li>
          ))}
        </ul>
      )}
      <section>
        <h2>热门赛事</h2>
        <ul className="db-chips" aria-label="热门赛事">
          {hot.map((id) => {
            const league = leagues.find((l) => l.id === id);
            return league === undefined ? null : (
              <li key={id}>{link(league, league.shortName)}</li>
            );
          })}
        </ul>
      </section>
      <section>
        <h2>按地区</h2>
        {CONTINENTS.map((continent) => {
          const shown = regions.filter((region) => continentOf(region) === continent);
          if (shown.length === 0) return null;
          return (
            <section key={continent} className="db-continent" aria-label={continent}>
              <h3>{continent}</h3>
              <dl className="db-regions">
                {shown.map((region) => (
                  <div key={region}>
                    <dt>{region}</dt>
                    <dd>
                      {leagues
                        .filter((l) => l.country === region)
                        .map((league) => (
                          <span key={league.id}>{link(league, league.name)}</span>
                        ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </section>
    </div>
  );
}
