import type { Db } from '../db/database';
import { publishArticles } from '../content/articles';
import { BIG_COMPETITIONS } from '../content/match-reports';
import { roundupArticle, writeRoundup, type Roundup, type SeasonFacts } from '../content/roundups';
import type { SimulatorModel } from '../simulator';

const MINUTE = 60_000;

/** The simulated world's seasons as a roundup reads them. */
function modelFacts(model: SimulatorModel): SeasonFacts {
  const players = new Map(model.reference.players.map((player) => [player.id, player.name]));
  return {
    fixtures: async (seasonId) => model.seasons.fixtures(seasonId),
    table: async (seasonId) => model.seasons.standings(seasonId, 'total'),
    players: async (seasonId) => model.seasons.players(seasonId),
    teamName: (teamId) => model.reference.team(teamId)?.shortName ?? `球队${teamId}`,
    playerName: (playerId) => players.get(playerId) ?? '',
    seasonName: (seasonId) => model.reference.seasons.find((season) => season.id === seasonId)?.name ?? '',
  };
}

/** The demo's roundups: one for each competition of {@link BIG_COMPETITIONS} under way in the simulated world, in that order. */
export async function writeRoundups(model: SimulatorModel): Promise<Roundup[]> {
  const facts = modelFacts(model);
  const roundups: Roundup[] = [];
  for (const shortName of BIG_COMPETITIONS) {
    const league = model.reference.leagues.find((l) => l.shortName === shortName);
    const roundup = league === undefined ? undefined : await writeRoundup(league, facts);
    if (roundup !== undefined) roundups.push(roundup);
  }
  return roundups;
}

/**
 * Writes the roundups into the news, each with a drawn headline card, newest first, linked to its
 * competition and its leaders. They have no source key: the news desk's roundup of a day's last
 * matches still follows.
 */
export async function seedRoundups(db: Db, model: SimulatorModel, now: number): Promise<void> {
  const roundups = await writeRoundups(model);
  await publishArticles(
    db,
    roundups.map((roundup, index) => roundupArticle(roundup, new Date(now - (index + 1) * 40 * MINUTE), 100 + ((index * 137) % 900))),
  );
}
