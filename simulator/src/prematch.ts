import { DAY, MINUTE } from '@portal/contracts';
import type { Rng } from './random';

/** Companies open a match's markets (初盘) this long before its kick-off. */
export const MARKETS_OPEN_BEFORE = 3 * DAY;
/** No company moves a match's prices in the last minutes before its kick-off. */
const LAST_MOVE_BEFORE = 2 * MINUTE;
/** News of a match (line-ups, injuries, the weather) reaches the market a few times between its opening and kick-off. */
const NEWS = [2, 3] as const;
/** What each piece of news takes off the market's error: a share drawn from this range, at most the spread's step. */
const NEWS_TAKES = [0.3, 0.7] as const;
/** Every company moves each of its markets within this many minutes of a piece of news. */
const REACTION_MINUTES = 40;
/** Besides, each market moves at least once at a time of the company's own, and on average this many times more. */
const OWN_MOVES = 1;
const MORE_OWN_MOVES = 0.5;
/** What is left after the last piece of news of a company's own error around the consensus. */
const OWN_ERROR_LEFT = 0.25;

/** A shift of a match's outlook in its sport's units (goals, points): of the home side's expected margin and of the expected total. */
export interface OutlookShift {
  margin: number;
  total: number;
}

/** How far views of a match spread before kick-off, in the sport's units. */
export interface PrematchSpread {
  /** Standard deviation of the market's opening error, which news takes away in part. */
  market: OutlookShift;
  /** The most a piece of news moves the market's view. */
  step: OutlookShift;
  /** The most a company's own view is off the market's. */
  company: OutlookShift;
}

/** One price move before kick-off: company `quoter` looks at its market `market` again at `at`. */
export interface PrematchMove {
  at: number;
  quoter: number;
  market: number;
}

const shift = (margin: number, total: number): OutlookShift => ({ margin, total });

/**
 * How the companies' views of a match move from its listing to kick-off, drawn once from `rng`. The
 * market's view (the consensus) opens off the fair one and moves towards it a step at each piece of
 * news; each company's view is the consensus and an error of its own, which shrinks with each piece
 * of news. A company prices from its view when it moves: within minutes of each piece of news, and a
 * few times besides, more often close to kick-off. So its prices go from its opening ones (初盘) to
 * its closing ones (终盘) in small steps, mostly towards the others'; and since every company has
 * moved on a piece of news before the next comes, no two views are ever further apart than a step
 * and the two largest own errors. A view is one object for as long as it holds, so that what is
 * made of it can be kept.
 */
export class PrematchMarket {
  /** Every move before kick-off, in time order. */
  readonly moves: readonly PrematchMove[];
  /** When each piece of news arrived, and the market's error after it; the first entry is the opening. */
  private readonly news: readonly { at: number; error: OutlookShift }[];
  /** Each company's view after as many pieces of news as the index. */
  private readonly views: readonly (readonly OutlookShift[])[];

  /** `quoters` gives the number of markets of each company quoting. */
  constructor(
    rng: Rng,
    openedAt: number,
    kickoffAt: number,
    quoters: readonly number[],
    spread: PrematchSpread,
  ) {
    const closesAt = kickoffAt - LAST_MOVE_BEFORE;
    const window = closesAt - openedAt;
    const opening = (sd: number) => Math.max(-2 * sd, Math.min(2 * sd, rng.normal(0, sd)));
    let error = shift(opening(spread.market.margin), opening(spread.market.total));
    const news = [{ at: openedAt, error }];
    // One piece of news in each of as many equal parts of the window, away from their ends: hours apart.
    const count = rng.int(...NEWS);
    const toward = (value: number, most: number) => value - Math.sign(value) * Math.min(most, Math.abs(value) * rng.float(...NEWS_TAKES));
    for (let k = 0; k < count; k += 1) {
      error = shift(toward(error.margin, spread.step.margin), toward(error.total, spread.step.total));
      news.push({ at: openedAt + Math.round((window * (k + rng.float(0.2, 0.7))) / count), error });
    }
    this.news = news;
    const own = (most: number) => Math.max(-most, Math.min(most, rng.normal(0, most / 2)));
    this.views = quoters.map(() => {
      const error = shift(own(spread.company.margin), own(spread.company.total));
      return news.map((piece, k) => {
        const left = 1 - ((1 - OWN_ERROR_LEFT) * k) / count;
        return shift(piece.error.margin + error.margin * left, piece.error.total + error.total * left);
      });
    });
    const moves: PrematchMove[] = [];
    quoters.forEach((markets, quoter) => {
      for (let market = 0; market < markets; market += 1) {
        for (const piece of news.slice(1)) moves.push({ at: piece.at + rng.int(0, REACTION_MINUTES) * MINUTE, quoter, market });
        // Denser towards kick-off: the share of the window left is the square of a uniform draw.
        const count = OWN_MOVES + rng.poisson(MORE_OWN_MOVES);
        for (let k = 0; k < count; k += 1) moves.push({ at: closesAt - Math.round(window * rng.next() ** 2), quoter, market });
      }
    });
    this.moves = moves.sort((a, b) => a.at - b.at || a.quoter - b.quoter || a.market - b.market);
  }

  /** How many pieces of news have arrived by `at`. */
  private heard(at: number): number {
    let count = 0;
    while (count + 1 < this.news.length && (this.news[count + 1]?.at ?? Infinity) <= at) count += 1;
    return count;
  }

  /** The market's view at `at` as a shift from the fair outlook. */
  consensus(at: number): OutlookShift {
    return this.news[this.heard(at)]?.error ?? shift(0, 0);
  }

  /** Company `quoter`'s view at `at` as a shift from the fair outlook: the consensus, and its own error as it has shrunk by then. */
  view(quoter: number, at: number): OutlookShift {
    return this.views[quoter]?.[this.heard(at)] ?? this.consensus(at);
  }
}

/**
 * What is made of each quoter's view (an outlook, say), kept for its current view alone. A view holds
 * from one piece of news to the next, so the moves a quoter makes in between find it made; and a
 * match holds at most one per quoter, however many views its market goes through.
 */
export class QuoterViews<T> {
  private readonly held: ({ view: OutlookShift; made: T } | undefined)[] = [];

  constructor(private readonly make: (view: OutlookShift) => T) {}

  /** What `make` makes of `view`, quoter `quoter`'s view now. */
  of(quoter: number, view: OutlookShift): T {
    const kept = this.held[quoter];
    if (kept?.view === view) return kept.made;
    const made = this.make(view);
    this.held[quoter] = { view, made };
    return made;
  }

  /** How many are kept. */
  get size(): number {
    return this.held.filter((kept) => kept !== undefined).length;
  }

  /** Forgets them all, once no quoter will look again. */
  clear(): void {
    this.held.length = 0;
  }
}
