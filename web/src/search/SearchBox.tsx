import { HOT_SEARCH_EMPTY, NEWS_KEYWORD_MAX_LENGTH } from '@portal/contracts';
import { useId, useState, type FocusEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useDebouncedValue } from '@tanstack/react-pacer';
import { TeamLink } from '../database/links';
import { searchQueries, searchResultQueries } from './queries';
import { MatchLink } from './SearchResults';
import {
  addSearch,
  clearSearchHistory,
  readSearchHistory,
  removeSearch,
  searchUrl,
  splitHotWords,
} from './search-history';

function historyStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** How long typing rests before the box asks for suggestions. */
const SUGGEST_AFTER_MS = 250;
/** Teams and matches a suggestion list shows at most. */
const SUGGESTED_TEAMS = 3;
const SUGGESTED_MATCHES = 5;

/** The word of /search?val=…, as its results page reads it; undefined on any other page. */
function searchedWordOf(location: { pathname: string; search: Record<string, unknown> }): string | undefined {
  if (location.pathname !== '/search') return undefined;
  const { val } = location.search;
  return typeof val === 'string' || typeof val === 'number' ? String(val).trim() : '';
}

export function SearchBox() {
  const panelId = useId();
  // On the results page the box holds the word they are for, and follows it to another search.
  const searchedWord = useRouterState({ select: (state) => searchedWordOf(state.location) });
  const [value, setValue] = useState(searchedWord ?? '');
  const [shownWord, setShownWord] = useState(searchedWord);
  if (shownWord !== searchedWord) {
    setShownWord(searchedWord);
    if (searchedWord !== undefined) setValue(searchedWord);
  }
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  // Asked for the first time the box opens, then kept.
  const [wantsHotWords, setWantsHotWords] = useState(false);
  const hotWords = useQuery({ ...searchQueries.hotWords(), enabled: wantsHotWords }).data ?? [];
  const [typed] = useDebouncedValue(value.trim(), { wait: SUGGEST_AFTER_MS });
  const suggesting = open && value.trim() !== '' && typed !== '';

  function refreshHistory() {
    const storage = historyStorage();
    setHistory(storage ? readSearchHistory(storage) : []);
  }

  function handleFocus() {
    refreshHistory();
    setWantsHotWords(true);
    setOpen(true);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  function search(word: string) {
    const trimmed = word.trim();
    if (!trimmed) return;
    const storage = historyStorage();
    if (storage) {
      addSearch(storage, trimmed);
      refreshHistory();
    }
    window.open(searchUrl(trimmed), '_blank', 'noopener');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(value);
  }

  function forget(word: string) {
    const storage = historyStorage();
    if (!storage) return;
    removeSearch(storage, word);
    refreshHistory();
  }

  function forgetAll() {
    const storage = historyStorage();
    if (!storage) return;
    clearSearchHistory(storage);
    refreshHistory();
  }

  const { left, right } = splitHotWords(hotWords);

  return (
    <div className="search-box" onBlur={handleBlur} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <form className="search-box__form" role="search" onSubmit={handleSubmit}>
        <input
          className="search-box__input"
          type="search"
          name="val"
          maxLength={NEWS_KEYWORD_MAX_LENGTH}
          value={value}
          placeholder="搜索赛事、球队、主播、资讯"
          aria-label="搜索"
          aria-controls={open ? panelId : undefined}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
          onFocus={handleFocus}
        />
        <button className="search-box__submit" type="submit">
          搜索
        </button>
      </form>
      {open && (
        <div
          id={panelId}
          className="search-box__panel"
          data-testid="search-panel"
          onMouseDown={(event) => event.preventDefault()}
        >
          {suggesting && <Suggestions word={typed} onPick={() => setOpen(false)} onSearchAll={() => search(typed)} />}
          {!suggesting && history.length > 0 && (
            <section className="search-box__section" aria-label="搜索历史">
              <div className="search-box__heading">
                <span>搜索历史</span>
                <button type="button" className="link-button link-button--quiet" onClick={forgetAll}>
                  清空
                </button>
              </div>
              <ul className="search-box__history" data-testid="search-history">
                {history.map((word) => (
                  <li key={word}>
                    <button type="button" className="link-button" onClick={() => search(word)}>
                      {word}
                    </button>
                    <button
                      type="button"
                      className="link-button link-button--quiet"
                      aria-label={`删除 ${word}`}
                      onClick={() => forget(word)}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {!suggesting && (
            <section className="search-box__section" aria-label="热门搜索">
              <div className="search-box__heading">
                <span>热门搜索</span>
              </div>
              {hotWords.length === 0 ? (
                <p className="muted">{HOT_SEARCH_EMPTY}</p>
              ) : (
                <div className="search-box__hot" data-testid="search-hot">
                  <HotColumn words={left} start={1} onPick={search} />
                  <HotColumn words={right} start={left.length + 1} onPick={search} />
                </div>
              )}
            </section>
          )}
        </div>
      )}
    </div>
  );
}

/** What the typed word finds as it is typed: clubs and matches, each leading to its page; Enter searches everything. */
function Suggestions({ word, onPick, onSearchAll }: { word: string; onPick: () => void; onSearchAll: () => void }) {
  const found = useQuery(searchResultQueries.data(word));
  const teams = found.data?.teams.slice(0, SUGGESTED_TEAMS) ?? [];
  const matches = found.data?.matches.slice(0, SUGGESTED_MATCHES) ?? [];
  return (
    <section className="search-box__section" aria-label="搜索建议" data-testid="search-suggestions" onClick={onPick}>
      {found.isPending && <p className="muted">搜索中…</p>}
      {found.isSuccess && teams.length === 0 && matches.length === 0 && <p className="muted">没有相关球队或比赛，按回车搜索全部内容</p>}
      {teams.length > 0 && (
        <ul className="search-box__suggestions" aria-label="球队">
          {teams.map(({ sport, team, league }) => (
            <li key={`${sport}-${team.id}`}>
              <TeamLink sport={sport} team={team} id={team.id} /> <span className="muted">{league}</span>
            </li>
          ))}
        </ul>
      )}
      {matches.length > 0 && (
        <ul className="search-box__suggestions" aria-label="比赛">
          {matches.map((match) => (
            <li key={`${match.sport}-${match.id}`}>
              <MatchLink match={match} />
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="link-button search-box__all" onClick={onSearchAll} data-testid="search-all">
        查看“{word}”的全部结果 ›
      </button>
    </section>
  );
}

function HotColumn({ words, start, onPick }: { words: string[]; start: number; onPick: (word: string) => void }) {
  return (
    <ol start={start}>
      {words.map((word, index) => (
        <li key={word}>
          <span className="search-box__rank">{start + index}</span>
          <button type="button" className="link-button" onClick={() => onPick(word)}>
            {word}
          </button>
        </li>
      ))}
    </ol>
  );
}
