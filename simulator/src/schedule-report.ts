import { parseArgs } from 'node:util';
import { DAY, dayOfDateKey, dayStart, MINUTE, weekdayName, weekdayOf } from '@portal/contracts';
import { ROLLING_FRIENDLIES } from './catalog';
import { Reference } from './reference';
import { PLAYED_FOR, Schedule, type Fixture } from './schedule';
import { SeasonBook } from './season-book';

const usage = `Prints how busy the simulated world is over some days: matches and friendlies a day, how
often a club plays, and how often nothing (or only one match) is being played.

  --seed 42            seed of fixtures
  --from 2025-03-16    first day, Beijing time
  --days 30            how many days
  --club 曼联           a club (short name) whose matches to count; may be given more than once
`;

const WEEK = 7 * DAY;

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '42' },
    from: { type: 'string', default: '2025-03-16' },
    days: { type: 'string', default: '30' },
    club: { type: 'string', multiple: true, default: ['曼联', '湖人'] },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const firstDay = dayOfDateKey(values.from);
if (values.help || firstDay === undefined) {
  process.stdout.write(usage);
  process.exit(values.help ? 0 : 1);
}
const first = firstDay;
const seed = Number(values.seed);
const days = Number(values.days);
const reference = new Reference(seed, first);
const noMatches = { snapshots: () => [], match: () => undefined, oddsHistory: () => undefined };
const schedule = new Schedule(reference, seed, new SeasonBook(reference, seed, first, noMatches));
const fixtures = Array.from({ length: days }, (_, i) => schedule.fixturesOn(first + i)).flat();

const perDay = (n: number) => (n / days).toFixed(1);
for (const sport of ['football', 'basketball'] as const) {
  const ofSport = fixtures.filter((f) => f.sport === sport);
  const kickoffs = new Map<number, number[]>();
  for (const f of ofSport) for (const club of [f.homeTeamId, f.awayTeamId]) kickoffs.set(club, [...(kickoffs.get(club) ?? []), f.kickoffAt]);
  let busiest = { club: 0, matches: 0 };
  for (const [club, times] of kickoffs) {
    for (const at of times) {
      const matches = times.filter((t) => t >= at && t < at + WEEK).length;
      if (matches > busiest.matches) busiest = { club, matches };
    }
  }
  // The marks between the first day's first four hours and the last day's last four, so that the days around count too.
  const marks = countMarks(ofSport, dayStart(first) + 4 * 60 * MINUTE, dayStart(first + days) - 4 * 60 * MINUTE, PLAYED_FOR[sport]);
  console.log(`${sport}: ${reference.clubsOfSport(sport).length} clubs`);
  const friendly = (f: Fixture) => f.leagueId === ROLLING_FRIENDLIES[sport];
  const friendlies = ofSport.filter(friendly).length;
  console.log(`  matches a day ${perDay(ofSport.length)}: league and cup ${perDay(ofSport.length - friendlies)}, friendlies ${perDay(friendlies)}`);
  console.log(`  league and cup matches a day by weekday: ${byWeekday(ofSport.filter((f) => !friendly(f)))}`);
  console.log(`  friendlies a day by weekday: ${byWeekday(ofSport.filter(friendly))}`);
  console.log(`  most matches of a club in any 7 days: ${busiest.matches} (${reference.team(busiest.club)?.shortName ?? busiest.club})`);
  console.log(`  ten-minute marks: ${marks.total}, with no match being played ${marks.none}, with one ${marks.one}`);
  for (const name of values.club) {
    const team = reference.teams.find((t) => t.sport === sport && t.shortName === name);
    if (team !== undefined) console.log(`  ${name}: ${kickoffs.get(team.id)?.length ?? 0} matches in ${days} days`);
  }
}

/** Matches a day on each weekday from Monday, as 周一 12.0 周二 3.5 …, over the days of the report. */
function byWeekday(matches: readonly Fixture[]): string {
  const week = Array.from({ length: Math.min(7, days) }, (_, i) => first + i).sort((a, b) => ((weekdayOf(a) + 6) % 7) - ((weekdayOf(b) + 6) % 7));
  return week
    .map((day) => {
      const sameWeekday = (d: number) => weekdayOf(d) === weekdayOf(day);
      const count = Array.from({ length: days }, (_, i) => first + i).filter(sameWeekday).length;
      return `${weekdayName(day)} ${(matches.filter((f) => sameWeekday(f.day)).length / count).toFixed(1)}`;
    })
    .join(' ');
}

/** The ten-minute marks from `from` to `to`, and how many of them have no match, or one, being played. */
function countMarks(matches: readonly Fixture[], from: number, to: number, playedFor: number) {
  const counts = { total: 0, none: 0, one: 0 };
  for (let at = from; at < to; at += 10 * MINUTE) {
    const playing = matches.filter((f) => f.kickoffAt <= at && at < f.kickoffAt + playedFor).length;
    counts.total += 1;
    if (playing === 0) counts.none += 1;
    if (playing === 1) counts.one += 1;
  }
  return counts;
}
