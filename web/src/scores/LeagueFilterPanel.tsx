import { invertLeagues, selectAllLeagues, toggleLeague, type HiddenLeagues, type LeagueOption } from './league-filter';
import { ToolPanel } from './ToolPanel';

export interface LeagueFilterPanelProps {
  leagues: readonly LeagueOption[];
  hidden: HiddenLeagues;
  onChange: (hidden: HiddenLeagues) => void;
}

/** 赛事筛选: a button that opens the list's leagues as checkboxes, with 全选 and 反选. */
export function LeagueFilterPanel({ leagues, hidden, onChange }: LeagueFilterPanelProps) {
  const shown = leagues.filter((league) => !hidden.has(league.id)).length;
  return (
    <div className="league-filter">
      <ToolPanel label="赛事筛选" note={`${shown}/${leagues.length}`} className="league-filter__panel">
        {(close) => (
          <>
            <ul className="league-filter__list">
              {leagues.map((league) => (
                <li key={league.id}>
                  <label className="league-filter__option">
                    <input
                      type="checkbox"
                      checked={!hidden.has(league.id)}
                      onChange={() => onChange(toggleLeague(hidden, league.id))}
                    />
                    <span className="league-filter__swatch" style={{ background: league.color }} />
                    {league.name}
                    <span className="league-filter__count">{league.count}</span>
                  </label>
                </li>
              ))}
            </ul>
            <div className="league-filter__actions">
              <button type="button" onClick={() => onChange(selectAllLeagues())}>
                全选
              </button>
              <button type="button" onClick={() => onChange(invertLeagues(hidden, leagues))}>
                反选
              </button>
              <button type="button" className="is-primary" onClick={close}>
                确定
              </button>
            </div>
          </>
        )}
      </ToolPanel>
    </div>
  );
}
