import {
  likeliestOutcome,
  type FeedEuropePrice,
  type FootballModelResponse,
  type MatchOutcome,
  type MatchState,
  type ModelRecord,
  type OddsState,
  type OutcomeProbabilities,
} from '@portal/contracts';

// A transparent pre-match model of football results: each side's attack and defence from its last
// ten finished matches (goals against what an average side scores and concedes at home or away),
// pulled towards the average by three matches' worth of average play; the expected goals of each
// side are the average home or away goals times its attack and the opponent's defence, and the
// scores follow two independent Poisson distributions. Everything is computed from the results the
// feed served; nothing is stored.

/** Finished matches a side's strength is read from. */
export const MODEL_RECENT = 10;
/** Average matches added to every side's record, so a side with few results stays near average. */
const PRIOR_MATCHES = 3;
/** Scores past this many goals a side are left out of the sums (their probability is negligible). */
const MAX_GOALS = 10;

/** A side's strength; 1 is the average side. */
export interface Strength {
  attack: number;
  defence: number;
  played: number;
}

function poisson(lambda: number): number[] {
  const p = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k += 1) p.push(((p[k - 1] ?? 0) * lambda) / k);
  return p;
}

/** Probabilities of the three results when the sides are expected to score `home` and `away` goals. */
export function outcomeProbabilities(home: number, away: number): OutcomeProbabilities {
  const h = poisson(home);
  const a = poisson(away);
  let win = 0;
  let draw = 0;
  let loss = 0;
  h.forEach((ph, i) =>
    a.forEach((pa, j) => {
      if (i > j) win += ph * pa;
      else if (i === j) draw += ph * pa;
      else loss += ph * pa;
    }),
  );
  const total = win + draw + loss;
  return { home: win / total, draw: draw / total, away: loss / total };
}

/** European odds as probabilities, the bookmaker's margin taken out in proportion. */
export function impliedProbabilities(price: FeedEuropePrice | null | undefined): OutcomeProbabilities | null {
  if (!price) return null;
  const raw = { home: 1 / price.home, draw: 1 / price.draw, away: 1 / price.away };
  const book = raw.home + raw.draw + raw.away;
  return { home: raw.home / book, draw: raw.draw / book, away: raw.away / book };
}

export function outcomeOf(match: Pick<MatchState, 'homeScore' | 'awayScore'>): MatchOutcome {
  return match.homeScore > match.awayScore ? 'home' : match.homeScore === match.awayScore ? 'draw' : 'away';
}

/** The opening European prices of the lowest-numbered bookmaker quoting them (the lottery, 0, aside). */
export function openingEurope(odds: OddsState | undefined): FeedEuropePrice | null {
  let found: { bookmakerId: number; price: FeedEuropePrice } | null = null;
  for (const market of Object.values(odds?.markets ?? {})) {
    if (market.market !== 'europe' || market.bookmakerId === 0) continue;
    if (found === null || market.bookmakerId < found.bookmakerId) found = { bookmakerId: market.bookmakerId, price: market.initial };
  }
  return found?.price ?? null;
}

/** The Brier score of probabilities against what happened: 0 is a sure and right call, 2 a sure and wrong one. */
export function brier(p: OutcomeProbabilities, outcome: MatchOutcome): number {
  const hit = (o: MatchOutcome) => (o === outcome ? 1 : 0);
  return (p.home - hit('home')) ** 2 + (p.draw - hit('draw')) ** 2 + (p.away - hit('away')) ** 2;
}

/** The model over the finished matches known; a prediction reads only the matches before the one it prices. */
export class WinModel {
  private readonly byTeam = new Map<number, MatchState[]>();
  /** Average goals of the home and of the away side. */
  readonly averages: { home: number; away: number };

  constructor(finished: readonly MatchState[]) {
    const sorted = [...finished].sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
    for (const match of sorted) {
      for (const teamId of [match.home.id, match.away.id]) {
        const games = this.byTeam.get(teamId) ?? [];
        games.push(match);
        this.byTeam.set(teamId, games);
      }
    }
    const n = Math.max(1, sorted.length);
    const home = sorted.reduce((sum, m) => sum + m.homeScore, 0) / n;
    const away = sorted.reduce((sum, m) => sum + m.awayScore, 0) / n;
    this.averages = sorted.length === 0 ? { home: 1.5, away: 1.2 } : { home: Math.max(0.3, home), away: Math.max(0.3, away) };
  }

  /** A side's strength from its last finished matches that kicked off before `before`. */
  strength(teamId: number, before: number): Strength {
    const games = (this.byTeam.get(teamId) ?? []).filter((m) => m.kickoffAt < before).slice(-MODEL_RECENT);
    const { home: mh, away: ma } = this.averages;
    const prior = (PRIOR_MATCHES * (mh + ma)) / 2;
    let scored = prior;
    let scoredExpected = prior;
    let conceded = prior;
    let concededExpected = prior;
    for (const m of games) {
      const atHome = m.home.id === teamId;
      scored += atHome ? m.homeScore : m.awayScore;
      conceded += atHome ? m.awayScore : m.homeScore;
      scoredExpected += atHome ? mh : ma;
      concededExpected += atHome ? ma : mh;
    }
    return { attack: scored / scoredExpected, defence: conceded / concededExpected, played: games.length };
  }

  predict(match: Pick<MatchState, 'home' | 'away' | 'kickoffAt'>) {
    const home = this.strength(match.home.id, match.kickoffAt);
    const away = this.strength(match.away.id, match.kickoffAt);
    const expectedGoals: [number, number] = [
      this.averages.home * home.attack * away.defence,
      this.averages.away * away.attack * home.defence,
    ];
    return { home, away, expectedGoals, model: outcomeProbabilities(...expectedGoals) };
  }

  /** How the model's and the odds' likeliest results did on the finished matches, with their Brier scores. */
  record(finished: readonly MatchState[], odds: (matchId: number) => FeedEuropePrice | null): ModelRecord {
    const record: ModelRecord = { settled: 0, modelHits: 0, oddsHits: 0, oddsSettled: 0, modelBrier: 0, oddsBrier: 0 };
    for (const match of finished) {
      const outcome = outcomeOf(match);
      const { model } = this.predict(match);
      record.settled += 1;
      if (likeliestOutcome(model) === outcome) record.modelHits += 1;
      record.modelBrier += brier(model, outcome);
      const implied = impliedProbabilities(odds(match.id));
      if (implied === null) continue;
      record.oddsSettled += 1;
      if (likeliestOutcome(implied) === outcome) record.oddsHits += 1;
      record.oddsBrier += brier(implied, outcome);
    }
    record.modelBrier = record.settled === 0 ? 0 : round(record.modelBrier / record.settled);
    record.oddsBrier = record.oddsSettled === 0 ? 0 : round(record.oddsBrier / record.oddsSettled);
    return record;
  }
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

const roundAll = (p: OutcomeProbabilities): OutcomeProbabilities => ({ home: round(p.home), draw: round(p.draw), away: round(p.away) });

/**
 * The model page: `today`'s matches each with the model's and the odds' probabilities, and the
 * record over `finished` (the finished matches known, today's included). `odds` gives a match's
 * opening European prices, so finished matches are judged on what was known before kick-off.
 */
export function footballModel(
  today: readonly MatchState[],
  finished: readonly MatchState[],
  odds: (matchId: number) => FeedEuropePrice | null,
  row: (match: MatchState) => FootballModelResponse['matches'][number]['match'],
): FootballModelResponse {
  const model = new WinModel(finished);
  const finishedIds = new Set(finished.map((m) => m.id));
  return {
    matches: today.map((match) => {
      const prediction = model.predict(match);
      const implied = impliedProbabilities(odds(match.id));
      return {
        match: row(match),
        home: { ...prediction.home, attack: round(prediction.home.attack), defence: round(prediction.home.defence) },
        away: { ...prediction.away, attack: round(prediction.away.attack), defence: round(prediction.away.defence) },
        expectedGoals: [round(prediction.expectedGoals[0]), round(prediction.expectedGoals[1])],
        model: roundAll(prediction.model),
        implied: implied && roundAll(implied),
        result: finishedIds.has(match.id) ? outcomeOf(match) : null,
      };
    }),
    record: model.record(finished, odds),
  };
}
