import type {
  FeedLeague,
  FeedPlayer,
  FeedSeason,
  FeedSport,
  FeedTeam,
  DayNumber,
  Sport,
} from '@portal/contracts';
import { monthOf, yearOf } from './calendar';
import { COMPETITIONS, DOMESTIC_CUP_LEAGUES, GROUP_CUPS, type CompetitionEntry } from './catalog';
import { BOOKMAKERS } from './bookmakers';
import { NATIONALITY, personName, type NameStyle } from './names';
import { Rng } from './random';

/** What the model knows about a club beyond its public record. */
export interface TeamProfile {
  team: FeedTeam;
  /** Playing strength; differences between two clubs decide the expected result. */
  power: number;
  players: FeedPlayer[];
  /** Players who start, in lineup order. */
  starters: number[];
  /** Basketball: share of playing time each player gets, by player id. */
  minutesShare: Map<number, number>;
  /** Basketball: how often each player takes the shot, by player id. */
  usage: Map<number, number>;
  /**
   * Basketball: how many points this club's games tend to have, as a share of its league's average
   * (a fast team's games run higher, a defensive one's lower); 1 in football.
   */
  pace: number;
}

// How strong each league's clubs are against other leagues' in cups and friendlies.
const LEAGUE_QUALITY: Record<number, number> = {
  1: 1.0, 2: 0.97, 3: 0.94, 4: 0.93, 5: 0.88, 6: 0.55, 7: 0.68, 8: 0.62, 9: 0.58, 10: 0.66, 11: 0.78,
  14: 0.78, 15: 0.8, 16: 0.8, 17: 0.7, 18: 0.72, 19: 0.76, 20: 0.78, 21: 0.7, 22: 0.7, 23: 0.6, 24: 0.48, 25: 0.55,
  101: 1.0, 102: 0.45, 103: 0.62, 105: 0.5, 106: 0.42, 107: 0.44, 108: 0.56, 109: 0.58, 110: 0.57, 111: 0.55, 112: 0.55, 113: 0.4,
};

const FOOTBALL_SQUAD = [
  'GK', 'DL', 'DC', 'DC', 'DR', 'DM', 'MC', 'AM', 'LW', 'ST', 'RW',
  'GK', 'G', 'D', 'DC', 'DL', 'DR', 'M', 'MC', 'ML', 'MR', 'DM', 'F', 'ST',
] as const;
const BASKETBALL_SQUAD = ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F', 'PG', 'SG', 'SF', 'PF', 'C', 'F'] as const;

/** A club's squad as each sport draws it, from the club's stream after the foreign players are picked. */
interface SquadRules {
  /** The positions of the squad, starters first. */
  positions: readonly FeedPlayer['position'][];
  starters: number;
  shirtNumbers(rng: Rng, squad: readonly string[]): number[];
  /** Each player's share of the minutes and of the shots, where the engine plays them by player; drawn after the names. */
  roles(rng: Rng, players: readonly FeedPlayer[]): { minutesShare: Map<number, number>; usage: Map<number, number> };
  /** How fast the club plays, from a stream of its own (so that adding it changed none of the club's other draws). */
  pace(seed: number, teamId: number): number;
}

const SQUADS: { readonly [S in Sport]: SquadRules } = {
  football: {
    positions: FOOTBALL_SQUAD,
    starters: 11,
    shirtNumbers: (rng, squad) => {
      const keepers = [1, 13, 31];
      const outfield = rng.shuffle(Array.from({ length: 38 }, (_, i) => i + 2).filter((n) => !keepers.includes(n)));
      let keeper = 0;
      let field = 0;
      return squad.map((position) => (position === 'GK' || position === 'G' ? keepers[keeper++] : outfield[field++]) ?? 99);
    },
    roles: () => ({ minutesShare: new Map(), usage: new Map() }),
    pace: () => 1,
  },
  basketball: {
    positions: BASKETBALL_SQUAD,
    starters: 5,
    shirtNumbers: (rng, squad) => rng.shuffle(Array.from({ length: 55 }, (_, i) => i)).slice(0, squad.length),
    roles: (rng, players) => {
      const minutesShare = new Map<number, number>();
      const usage = new Map<number, number>();
      players.forEach((player, i) => {
        minutesShare.set(player.id, i < 5 ? rng.float(0.6, 0.78) : i < 9 ? rng.float(0.3, 0.5) : rng.float(0.02, 0.12));
        usage.set(player.id, (i < 5 ? rng.float(0.8, 1.6) : rng.float(0.5, 1.0)) * (player.position === 'C' ? 0.8 : 1));
      });
      return { minutesShare, usage };
    },
    pace: (seed, teamId) => Math.min(1.1, Math.max(0.9, Rng.for(seed, 'pace', teamId).normal(1, 0.045))),
  },
};

/** The leagues, clubs and squads of one seed, and the seasons current on a given day. */
export class Reference {
  readonly leagues: FeedLeague[] = [];
  readonly seasons: FeedSeason[] = [];
  readonly teams: FeedTeam[] = [];
  readonly players: FeedPlayer[] = [];
  readonly bookmakers = BOOKMAKERS;
  private readonly profiles = new Map<number, TeamProfile>();
  private readonly clubsByLeague = new Map<number, number[]>();

  constructor(
    readonly seed: number,
    today: DayNumber,
  ) {
    for (const entry of COMPETITIONS) {
      const season = currentSeason(entry, today);
      this.seasons.push({ ...previousSeason(season, entry), current: false }, season);
      this.leagues.push({
        id: entry.id,
        sport: entry.sport,
        name: entry.name,
        shortName: entry.shortName,
        country: entry.country,
        kind: entry.kind,
        seasonId: season.id,
        periodMinutes: entry.periodMinutes,
      });
      const clubIds = entry.clubs.map((club, index) => this.addClub(entry, club, index));
      this.clubsByLeague.set(entry.id, clubIds);
    }
    for (const [cupId, cup] of Object.entries(GROUP_CUPS)) {
      const clubs = cup.entrants.flatMap(([leagueId, skip, count]) => (this.clubsByLeague.get(leagueId) ?? []).slice(skip, skip + count));
      this.clubsByLeague.set(Number(cupId), clubs);
    }
    for (const [cupId, leagueIds] of Object.entries(DOMESTIC_CUP_LEAGUES)) {
      const clubs = leagueIds.flatMap((leagueId) => this.clubsByLeague.get(leagueId) ?? []);
      this.clubsByLeague.set(Number(cupId), clubs.slice(0, 2 ** Math.floor(Math.log2(Math.max(1, clubs.length)))));
    }
  }

  league(id: number): FeedLeague | undefined {
    return this.leagues.find((league) => league.id === id);
  }

  profile(teamId: number): TeamProfile {
    const profile = this.profiles.get(teamId);
    if (profile === undefined) throw new Error(`no team ${teamId}`);
    return profile;
  }

  team(teamId: number): FeedTeam | undefined {
    return this.profiles.get(teamId)?.team;
  }

  /** The clubs that play in a competition: its own, a cup's entrants; empty for friendlies. */
  clubsOf(leagueId: number): readonly number[] {
    return this.clubsByLeague.get(leagueId) ?? [];
  }

  /** Every club of a sport that belongs to a league. */
  clubsOfSport(sport: FeedSport): number[] {
    return this.teams.filter((team) => team.sport === sport).map((team) => team.id);
  }

  playersOf(teamId: number): readonly FeedPlayer[] {
    return this.profiles.get(teamId)?.players ?? [];
  }

  private addClub(entry: CompetitionEntry, club: string, index: number): number {
    const [name = club, shortName = name] = club.split('|');
    const id = entry.id * 100 + index + 1;
    const rng = Rng.for(this.seed, 'club', id);
    const team: FeedTeam = { id, leagueId: entry.id, sport: entry.sport, name, shortName, logo: `/v1/logos/${id}.svg` };
    const rating = entry.clubs.length > 1 ? 1 - index / (entry.clubs.length - 1) : 0.5;
    const power = (LEAGUE_QUALITY[entry.id] ?? 0.7) + 0.6 * (rating - 0.5) + rng.normal(0, 0.06);
    const rules = SQUADS[entry.sport];
    const squad = rules.positions;
    const foreign = new Set(rng.shuffle(squad.map((_, i) => i)).slice(0, entry.foreignPlayers));
    const numbers = rules.shirtNumbers(rng, squad);
    const players: FeedPlayer[] = squad.map((position, i) => {
      const style: NameStyle = foreign.has(i) && entry.foreignStyles.length > 0 ? rng.pick(entry.foreignStyles) : entry.nameStyle;
      return {
        id: id * 100 + i + 1,
        teamId: id,
        name: personName(rng, style),
        number: numbers[i] ?? i + 1,
        position,
        nationality: NATIONALITY[style],
      };
    });
    const starters = players.slice(0, rules.starters).map((player) => player.id);
    const { minutesShare, usage } = rules.roles(rng, players);
    this.teams.push(team);
    this.players.push(...players);
    const pace = rules.pace(this.seed, id);
    this.profiles.set(id, { team, power, players, starters, minutesShare, usage, pace });
    return id;
  }
}

function currentSeason(entry: CompetitionEntry, today: DayNumber): FeedSeason {
  const year = yearOf(today);
  if (entry.seasonAcrossYears) {
    const first = monthOf(today) >= 7 ? year : year - 1;
    return seasonOf(entry, first, true);
  }
  return seasonOf(entry, year, true);
}

function previousSeason(season: FeedSeason, entry: CompetitionEntry): FeedSeason {
  return seasonOf(entry, Number(season.name.slice(0, 4)) - 1, false);
}

function seasonOf(entry: CompetitionEntry, firstYear: number, current: boolean): FeedSeason {
  const across = entry.seasonAcrossYears;
  return {
    id: entry.id * 10_000 + firstYear,
    leagueId: entry.id,
    name: across ? `${firstYear}-${firstYear + 1}` : String(firstYear),
    startDate: across ? `${firstYear}-08-01` : `${firstYear}-01-01`,
    endDate: across ? `${firstYear + 1}-06-30` : `${firstYear}-12-31`,
    current,
  };
}
