import { HOT_SEARCH_EMPTY, NEWS_KEYWORD_MAX_LENGTH } from '@portal/contracts';
import { useId, useState, type FocusEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { searchQueries } from './queries';
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

export function SearchBox() {
  const panelId = useId();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  // Asked for the first time the box opens, then kept.
  const [wantsHotWords, setWantsHotWords] = useState(false);
  const hotWords = useQuery({ ...searchQueries.hotWords(), enabled: wantsHotWords }).data ?? [];

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
          aria-controls={panelId}
          aria-expanded={open}
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
          {history.length > 0 && (
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
        </div>
      )}
    </div>
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
