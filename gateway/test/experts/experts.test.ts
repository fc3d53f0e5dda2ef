import { AUDIT_STATUS, EXPERT_MESSAGES, MIN_STREAK, PLAN_RESULT, ResultCode, type ExpertCard, type Plan, type PlanPage, type TippedMatch, type YouliaoHome } from '@portal/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, expertPlans, ledgerEntries, walletAccounts } from '../../src/db/schema';
import { runOperatorCommand } from '../../src/rooms/operator-command';
import { fund, ledgerProblems } from '../wallet/support';
import { START } from '../realtime/support';
import { approvedExpert, doomedMatches, listener, openMatches, person, publish, settlements, startWorld, type World } from './support';

const SEED = 11;
const HOUR = 3_600_000;
const MARKER = '独家秘密分析';
const analysis = (k: number) => `${MARKER}${k}号：两队近期状态差距明显，盘口走势与基本面相互印证，本场方向清晰。`;

let world: World;
let footballExpert: { id: number; token: string };
let basketballExpert: { id: number; token: string };
let fan: { id: number; token: string };
let outsider: { id: number; token: string };
const published: Plan[] = [];
let doomedPlan: Plan;
let doomedBuyers: Array<{ id: number; token: string }> = [];
let watched: Awaited<ReturnType<typeof settlements>>;
const FUNDS = 100_000;

const isQuarter = (line: number | null) => line !== null && Math.abs(Math.round(line * 4) % 2) === 1;

/** Every plan object anywhere in a JSON answer. */
function plansIn(value: unknown, found: Plan[] = []): Plan[] {
  if (Array.isArray(value)) for (const item of value) plansIn(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.code === 'string' && Array.isArray(record.legs)) found.push(record as unknown as Plan);
    for (const item of Object.values(record)) plansIn(item, found);
  }
  return found;
}

beforeAll(async () => {
  world = await startWorld(SEED);
  watched = settlements(world);
  footballExpert = await approvedExpert(world, 1);
  basketballExpert = await approvedExpert(world, 2);
  fan = await person(world.database.db, '买方案的球迷');
  outsider = await person(world.database.db, '路过的球迷');
  await fund(world.database.db, fan.id, FUNDS);
  await fund(world.database.db, outsider.id, 5);
}, 120_000);

afterAll(async () => {
  watched?.stop();
  await world?.close();
});

describe('becoming an expert', () => {
  it('is an application under review until the operator approves it; then isExpert is 1 and /tj/expert/info has the card', async () => {
    const applicant = await person(world.database.db);
    const form = { name: '观球老张', matchType: 1, playTypes: [2], introduction: '二十年看球经验，专注英超亚盘。' };
    expect((await world.api.post('/tj/expert/info', {}, applicant.token)).data).toBeNull();
    expect((await world.api.post('/tj/expert/apply', { ...form, playTypes: [7] }, applicant.token)).message).toBe(EXPERT_MESSAGES.playTypesInvalid);
    expect((await world.api.post<{ status: number }>('/tj/expert/apply', form, applicant.token)).data.status).toBe(AUDIT_STATUS.REVIEWING);
    expect((await world.api.post('/tj/expert/apply', form, applicant.token)).message).toBe(EXPERT_MESSAGES.applicationPending);
    expect((await world.api.operator('POST', '/operator/expert/review', { userId: applicant.id, decision: 'reject' })).message).toBe(EXPERT_MESSAGES.rejectNeedsReason);
    await world.api.operator('POST', '/operator/expert/review', { userId: applicant.id, decision: 'reject', reason: '简介过于简单' });
    expect((await world.api.get<{ status: number; reason: string }>('/tj/expert/apply/info', applicant.token)).data).toMatchObject({ status: AUDIT_STATUS.REJECTED, reason: '简介过于简单' });
    await world.api.post('/tj/expert/apply', form, applicant.token);
    const listed = await world.api.operator<Array<{ userId: number }>>('GET', '/operator/expert/list?status=1');
    expect(listed.data.some((entry) => entry.userId === applicant.id)).toBe(true);
    expect((await world.api.operator('POST', '/operator/expert/review', { userId: applicant.id, decision: 'approve' })).code).toBe(200);
    const info = await world.api.get<{ isExpert: number }>('/user/center/info', applicant.token);
    expect(info.data.isExpert).toBe(1);
    const card = await world.api.post<ExpertCard>('/tj/expert/info', {}, applicant.token);
    expect(card.data).toMatchObject({ userId: applicant.id, name: '观球老张', matchType: 1, playTypes: [2], record: { settled: 0, hitRate: null } });
    const bare = await world.app.inject({ method: 'GET', url: '/operator/expert/list' });
    expect(bare.json<{ code: number }>().code).toBe(ResultCode.FORBIDDEN);
  });

  it('is reviewed from the operator command too', async () => {
    const applicant = await person(world.database.db);
    await world.api.post('/tj/expert/apply', { name: '命令行专家', matchType: 2, playTypes: [1, 2], introduction: '专注NBA让分盘与大小分的分析。' }, applicant.token);
    const lines: string[] = [];
    expect(await runOperatorCommand(['expert', 'list'], world.database.db, (line) => lines.push(line))).toBe(0);
    expect(lines.some((line) => line.startsWith(`${applicant.id}\t`) && line.includes('审核中') && line.includes('命令行专家'))).toBe(true);
    expect(await runOperatorCommand(['expert', 'approve', String(applicant.id)], world.database.db, (line) => lines.push(line))).toBe(0);
    expect(lines.at(-1)).toContain('专家申请已通过');
    expect((await world.api.post<ExpertCard>('/tj/expert/info', {}, applicant.token)).data?.matchType).toBe(2);
  });
});

describe('publishing and buying', () => {
  it('publishes plans at the feed’s line and price on upcoming matches, refuses non-experts and started matches', async () => {
    const now = world.hub.clock.now();
    const soon = (matches: TippedMatch[]) => matches.filter((m) => m.kickoffAt < now + 3 * HOUR);
    const football = soon(await openMatches(world, 1)).slice(0, 8);
    const basketball = soon(await openMatches(world, 2)).slice(0, 2);
    expect(football.length).toBeGreaterThanOrEqual(4);
    expect(basketball.length).toBeGreaterThanOrEqual(1);

    let k = 0;
    const tryPublish = async (token: string, plan: object) => {
      k += 1;
      const answer = await world.api.post<Plan>('/tj/recommend', { title: `第${k}号方案推荐`, analysis: analysis(k), price: k % 3 === 0 ? 0 : 10 + k, ...plan }, token);
      if (answer.code === 200) published.push(answer.data);
      else expect(answer.message).toBe(EXPERT_MESSAGES.marketUnavailable);
    };
    for (const match of football) {
      for (const side of ['home', 'away']) await tryPublish(footballExpert.token, { matchType: 1, playType: 2, legs: [{ matchId: match.matchId, side }] });
      for (const side of ['over', 'under']) await tryPublish(footballExpert.token, { matchType: 1, playType: 3, legs: [{ matchId: match.matchId, side }] });
      await tryPublish(footballExpert.token, { matchType: 1, playType: 1, legs: [{ matchId: match.matchId, side: 'draw' }] });
      await tryPublish(footballExpert.token, { matchType: 1, playType: 4, legs: [{ matchId: match.matchId, side: 'home' }] });
    }
    // The parlay takes two matches the lottery sells, later ones when the next hours have too few.
    const lottery = new Set(published.filter((plan) => plan.playType === 4).map((plan) => plan.legs[0]!.matchId));
    for (const match of (await openMatches(world, 1)).filter((m) => !football.includes(m) && m.kickoffAt < now + 8 * HOUR)) {
      if (lottery.size >= 2) break;
      if (match.lines['4'] === undefined) continue;
      const probe = await world.api.post<Plan>('/tj/recommend', { matchType: 1, playType: 4, legs: [{ matchId: match.matchId, side: 'away' }], title: '竞彩单关推荐', analysis: analysis(500), price: 0 }, footballExpert.token);
      if (probe.code === 200) {
        published.push(probe.data);
        lottery.add(match.matchId);
      }
    }
    const [one, two] = [...lottery];
    await tryPublish(footballExpert.token, { matchType: 1, playType: 5, legs: [{ matchId: one, side: 'home' }, { matchId: two, side: 'away' }] });
    for (const match of basketball) {
      await tryPublish(basketballExpert.token, { matchType: 2, playType: 1, legs: [{ matchId: match.matchId, side: 'home' }] });
      await tryPublish(basketballExpert.token, { matchType: 2, playType: 2, legs: [{ matchId: match.matchId, side: 'over' }] });
    }
    expect(published.length).toBeGreaterThan(30);
    // The line recorded is the feed's at publishing, and the quarter lines are among them.
    const quarterPlans = published.filter((plan) => plan.legs.some((leg) => isQuarter(leg.line)));
    expect(quarterPlans.length).toBeGreaterThan(2);
    for (const plan of published) {
      expect(plan.mine).toBe(true);
      for (const leg of plan.legs) expect(leg.pick).not.toBeNull();
    }
    expect(published.some((plan) => plan.playType === 5 && plan.legs.length === 2)).toBe(true);

    const first = football[0]!;
    expect((await world.api.post('/tj/recommend', { matchType: 1, playType: 2, legs: [{ matchId: first.matchId, side: 'home' }], title: '普通用户的方案', analysis: analysis(0), price: 0 }, fan.token)).message).toBe(EXPERT_MESSAGES.notExpert);
    expect((await world.api.post('/tj/recommend', { matchType: 1, playType: 2, legs: [{ matchId: first.matchId, side: 'over' }], title: '选项不符的方案', analysis: analysis(0), price: 0 }, footballExpert.token)).message).toBe(EXPERT_MESSAGES.sideInvalid);
    // Only in the sport and play types the expert was approved for.
    expect((await world.api.post('/tj/recommend', { matchType: 1, playType: 2, legs: [{ matchId: first.matchId, side: 'home' }], title: '跨项目的方案', analysis: analysis(0), price: 0 }, basketballExpert.token)).message).toBe(EXPERT_MESSAGES.outsideSpeciality);
    const handicapsOnly = await approvedExpert(world, 1, { playTypes: [2], nickName: '让球新专家', name: '亚盘达人' });
    expect((await world.api.post('/tj/recommend', { matchType: 1, playType: 3, legs: [{ matchId: first.matchId, side: 'over' }], title: '不擅长的玩法', analysis: analysis(0), price: 0 }, handicapsOnly.token)).message).toBe(EXPERT_MESSAGES.outsideSpeciality);
    const started = (await world.api.get<TippedMatch[]>('/tj/match?matchType=1')).data.find((m) => !m.open && m.state !== 1);
    expect(started).toBeDefined();
    expect((await world.api.post('/tj/recommend', { matchType: 1, playType: 1, legs: [{ matchId: started!.matchId, side: 'home' }], title: '开赛后的方案', analysis: analysis(0), price: 0 }, footballExpert.token)).message).toBe(EXPERT_MESSAGES.matchUnavailable);
  });

  it('publishes a paid plan on a match the simulator will call off, bought by two fans', async () => {
    const now = world.hub.clock.now();
    const doomed = (await doomedMatches(SEED)).find((m) => m.kickoffAt > now + 3 * HOUR && m.kickoffAt < START + 20 * HOUR);
    expect(doomed).toBeDefined();
    const basketball = doomed!.sport === 'basketball';
    doomedPlan = await publish(world, basketball ? basketballExpert.token : footballExpert.token, {
      matchType: basketball ? 2 : 1,
      playType: 1,
      legs: [{ matchId: doomed!.id, side: 'home' }],
      title: '注定取消的比赛方案',
      analysis: analysis(999),
      price: 30,
    });
    doomedBuyers = [await person(world.database.db), await person(world.database.db)];
    for (const buyer of doomedBuyers) {
      await fund(world.database.db, buyer.id, 30);
      expect((await world.api.post('/tj/recommend/buy', { code: doomedPlan.code }, buyer.token)).code).toBe(200);
    }
  });

  it('buys through the ledger: once per plan whatever is retried, the expert’s share as income, refused without the balance', async () => {
    const paid = published.filter((plan) => plan.price > 0);
    for (const plan of paid) {
      const bought = await world.api.post<Plan>('/tj/recommend/buy', { code: plan.code }, fan.token);
      expect(bought.code).toBe(200);
      expect(bought.data).toMatchObject({ bought: true, locked: false });
      expect(bought.data.analysis).toContain(MARKER);
    }
    const again = await world.api.post<Plan>('/tj/recommend/buy', { code: paid[0]!.code }, fan.token);
    expect(again.code).toBe(200);
    const spent = paid.reduce((sum, plan) => sum + plan.price, 0);
    const [held] = await world.database.db.select({ amount: balances.amount }).from(balances).where(and(eq(balances.userId, fan.id), eq(balances.currency, 'balance')));
    expect(held?.amount).toBe(FUNDS - spent);
    const [income] = await world.database.db
      .select({ amount: walletAccounts.amount })
      .from(walletAccounts)
      .where(eq(walletAccounts.account, `income:${footballExpert.id}`));
    const footballPaid = paid.filter((plan) => plan.expert.userId === footballExpert.id);
    // The plan on the called-off match is the football expert's too when that match is football, bought twice.
    const doomedIncome = doomedPlan.expert.userId === footballExpert.id ? doomedBuyers.length * Math.floor((doomedPlan.price * 70) / 100) : 0;
    expect(income?.amount).toBe(footballPaid.reduce((sum, plan) => sum + Math.floor((plan.price * 70) / 100), 0) + doomedIncome);

    const poor = await world.api.post('/tj/recommend/buy', { code: paid[0]!.code }, outsider.token);
    expect(poor).toMatchObject({ code: ResultCode.INSUFFICIENT_FUNDS });
    expect((await world.api.post('/tj/recommend/buy', { code: paid[0]!.code }, footballExpert.token)).message).toBe(EXPERT_MESSAGES.ownPlan);
    const free = published.find((plan) => plan.price === 0)!;
    expect((await world.api.post('/tj/recommend/buy', { code: free.code }, fan.token)).message).toBe(EXPERT_MESSAGES.freePlan);
    expect(await ledgerProblems(world.database.db)).toEqual([]);
  });

  it('never shows an unsettled paid plan’s pick, results or analysis to someone who has not bought it, in any answer', async () => {
    const paid = published.filter((plan) => plan.price > 0);
    const target = paid[0]!;
    const firstLeg = target.legs[0]!;
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', `/tj/recommend/${target.code}`],
      ['GET', `/tj/recommend/${doomedPlan.code}`],
      ['POST', '/tj/expert/home/rec', {}],
      ['POST', '/tj/expert/pc/rec', { pageSize: 50 }],
      ['POST', '/tj/expert/pc/rec', { kind: 'hot', pageSize: 50 }],
      ['POST', '/pc/more', { kind: 'latest', matchType: 1, pageSize: 50 }],
      ['POST', '/pc/more', { kind: 'hot', open: true, pageSize: 50 }],
      ['POST', '/pc/match', { matchId: firstLeg.matchId }],
      ['POST', '/pc/center/recommends', { expertId: footballExpert.id, pageSize: 50 }],
      ['POST', '/pc/center/head', { expertId: footballExpert.id }],
      ['POST', '/pc/experts', {}],
      ['GET', '/tj/recommend/bought'],
      ['POST', '/tj/expert/info', {}],
      ['GET', '/tj/match?matchType=1'],
      ['GET', '/tj/match/filter?matchType=1'],
    ];
    let lockedSeen = 0;
    for (const token of [undefined, outsider.token]) {
      for (const [method, url, body] of calls) {
        const raw = await world.api.raw(method, url, body, token);
        expect(raw, `${method} ${url}`).not.toContain(MARKER);
        for (const plan of plansIn(JSON.parse(raw))) {
          // A settled plan is public (赛后公开); the demo experts' histories have many.
          if (plan.price === 0 || plan.result !== PLAN_RESULT.PENDING) continue;
          lockedSeen += 1;
          expect(plan.locked, `${url} ${plan.code}`).toBe(true);
          expect(plan.analysis).toBeNull();
          for (const leg of plan.legs) expect([leg.pick, leg.result]).toEqual([null, PLAN_RESULT.PENDING]);
        }
      }
    }
    expect(lockedSeen).toBeGreaterThan(paid.length);
    // The buyer reads it, in the detail and in the lists.
    const read = await world.api.get<Plan>(`/tj/recommend/${target.code}`, fan.token);
    expect(read.data.analysis).toContain(MARKER);
    expect(read.data.legs[0]!.pick).toMatchObject({ side: firstLeg.pick!.side });
    const mine = await world.api.get<PlanPage>('/tj/recommend/bought?pageSize=50', fan.token);
    expect(mine.data.total).toBe(paid.length);
    // Nothing edits or deletes a plan once published: no call does, and the database refuses it.
    expect((await world.app.inject({ method: 'PUT', url: '/tj/recommend', payload: {} })).statusCode).toBe(404);
    expect((await world.app.inject({ method: 'DELETE', url: `/tj/recommend/${target.code}` })).statusCode).toBe(404);
    await expect(world.database.db.update(expertPlans).set({ price: 1 }).where(eq(expertPlans.id, target.id))).rejects.toThrow();
    await expect(world.database.db.delete(expertPlans).where(eq(expertPlans.id, target.id))).rejects.toThrow();
  });
});

type Outcome = -1 | -0.5 | 0 | 0.5 | 1;
/** The test's own reading of a pick: the average of the signs of each half stake. */
function expected(plan: Plan, leg: Plan['legs'][number], home: number, away: number): Outcome {
  const side = leg.pick!.side;
  const kind = plan.matchType === 2 ? (plan.playType === 1 ? 'handicap' : 'total') : plan.playType === 2 ? 'handicap' : plan.playType === 3 ? 'total' : '1x2';
  if (kind === '1x2') return (home > away ? 'home' : home < away ? 'away' : 'draw') === side ? 1 : -1;
  const line = leg.line!;
  const halves = isQuarter(line) ? [line - 0.25, line + 0.25] : [line];
  const margin = (at: number) =>
    side === 'home' ? home - away + at : side === 'away' ? away - home - at : side === 'over' ? home + away - at : at - home - away;
  return (halves.map((at) => Math.sign(margin(at))).reduce((a, b) => a + b, 0) / halves.length) as Outcome;
}
const RESULT_OF: Record<Outcome, number> = { 1: PLAN_RESULT.WIN, 0.5: PLAN_RESULT.HALF_WIN, 0: PLAN_RESULT.PUSH, [-0.5]: PLAN_RESULT.HALF_LOSS, [-1]: PLAN_RESULT.LOSS };

describe('settlement from the feed', () => {
  // It plays hours of the feed, as the news desk's day does: a busy machine needs longer than the default.
  it('runs the matches to full time and settles every plan to the result its final score and recorded line give', async () => {
    const fanSocket = await listener(world.url, fan.token);
    const expertSocket = await listener(world.url, footballExpert.token);
    const outsiderSocket = await listener(world.url, outsider.token);
    const lastKickoff = Math.max(...published.flatMap((plan) => plan.legs.map((leg) => leg.kickoffAt)), doomedPlan.closesAt);
    world.feed.advance(lastKickoff + 4 * HOUR - world.feed.clock.now(), 30_000);

    const ended = new Map<number, { state: number; home: number; away: number }>();
    for (const plan of [...published, doomedPlan]) {
      for (const leg of plan.legs) {
        const truth = await world.feed.truth(leg.matchId);
        ended.set(leg.matchId, { state: truth.state, home: truth.homeScore, away: truth.awayScore });
      }
    }
    const final = (matchType: number, state: number) => state === (matchType === 2 ? 10 : 8);
    const settles = (plan: Plan) => plan.legs.every((leg) => final(plan.matchType, ended.get(leg.matchId)!.state));
    const expectedIds = published.filter(settles).map((plan) => plan.id);
    expect(expectedIds.length).toBeGreaterThan(20);
    await watched.until([...expectedIds, doomedPlan.id]);

    let quarterSettled = 0;
    
    for (const id of expectedIds) {
      const plan = published.find((p) => p.id === id)!;
      const now = (await world.api.get<Plan>(`/tj/recommend/${plan.code}`, footballExpert.token)).data;
      const read = now.mine ? now : (await world.api.get<Plan>(`/tj/recommend/${plan.code}`, basketballExpert.token)).data;
      const legOutcomes = read.legs.map((leg) => {
        const score = ended.get(leg.matchId)!;
        expect([leg.homeScore, leg.awayScore]).toEqual([score.home, score.away]);
        const outcome = expected(read, leg, score.home, score.away);
        expect(leg.result, `${read.code} leg ${leg.matchId}`).toBe(RESULT_OF[outcome]);
        if (isQuarter(leg.line)) quarterSettled += 1;
        return outcome;
      });
      const planOutcome: Outcome =
        legOutcomes.length === 1 ? legOutcomes[0]! : legOutcomes.every((o) => o === 1) ? 1 : legOutcomes.some((o) => o < 0) ? -1 : 0;
      expect(read.result, read.code).toBe(RESULT_OF[planOutcome]);
    }
    expect(quarterSettled).toBeGreaterThan(2);

    // The buyers and the expert hear each result on their sockets; someone else hears nothing; no notice carries a pick.
    const footballIds = expectedIds.filter((id) => published.find((p) => p.id === id)!.expert.userId === footballExpert.id);
    const boughtIds = expectedIds.filter((id) => published.find((p) => p.id === id)!.price > 0);
    await expertSocket.until(footballIds);
    await fanSocket.until(boughtIds);
    expect(outsiderSocket.heard).toEqual([]);
    for (const raw of [...fanSocket.raw, ...expertSocket.raw]) expect(raw).not.toContain(MARKER);
    for (const socket of [fanSocket, expertSocket, outsiderSocket]) socket.close();

    // A settled plan is no longer for sale.
    expect((await world.api.post('/tj/recommend/buy', { code: published.find((p) => p.id === expectedIds[0])!.code }, outsider.token)).message).toBe(EXPERT_MESSAGES.planClosed);

    // Once settled, a paid plan is public (赛后公开): anyone reads its picks, results and analysis.
    const settledPaid = published.filter((plan) => plan.price > 0 && expectedIds.includes(plan.id));
    expect(settledPaid.length).toBeGreaterThan(0);
    for (const plan of settledPaid) {
      for (const token of [undefined, outsider.token]) {
        const seen = (await world.api.get<Plan>(`/tj/recommend/${plan.code}`, token)).data;
        expect(seen, plan.code).toMatchObject({ locked: false, bought: false });
        expect(seen.analysis).toContain(MARKER);
        for (const leg of seen.legs) {
          expect(leg.pick).not.toBeNull();
          expect(leg.result).not.toBe(PLAN_RESULT.PENDING);
        }
      }
    }
  }, 60_000);

  it('shows hit rates and records that equal the counts from the settled plans, for every expert', async () => {
    const experts = (await world.api.post<{ list: ExpertCard[] }>('/pc/experts', { pageSize: 50 })).data.list;
    expect(experts.length).toBeGreaterThanOrEqual(7);
    for (const card of experts) {
      const rows = await world.database.db
        .select({ result: expertPlans.result, n: sql<number>`count(*)`.mapWith(Number) })
        .from(expertPlans)
        .where(eq(expertPlans.expertId, card.userId))
        .groupBy(expertPlans.result);
      const n = (...results: number[]) => rows.filter((row) => results.includes(row.result)).reduce((sum, row) => sum + row.n, 0);
      const decided = n(PLAN_RESULT.WIN, PLAN_RESULT.HALF_WIN, PLAN_RESULT.LOSS, PLAN_RESULT.HALF_LOSS);
      const hits = n(PLAN_RESULT.WIN, PLAN_RESULT.HALF_WIN);
      const head = (await world.api.post<ExpertCard>('/pc/center/head', { expertId: card.userId })).data;
      for (const shown of [card.record, head.record]) {
        expect(shown.settled).toBe(n(1, 2, 3, 4, 5));
        expect(shown.wins).toBe(n(PLAN_RESULT.WIN));
        expect(shown.halfWins + shown.halfLosses).toBe(n(PLAN_RESULT.HALF_WIN, PLAN_RESULT.HALF_LOSS));
        expect(shown.hitRate).toBe(decided === 0 ? null : Math.round((hits / decided) * 1000) / 10);
        expect(shown.recentHits).toBeLessThanOrEqual(shown.recentPlayed);
      }
    }
    // The demo experts have settled histories of their own.
    const demo = experts.filter((card) => card.userId !== footballExpert.id && card.userId !== basketballExpert.id && card.record.settled > 0);
    expect(demo.length).toBeGreaterThanOrEqual(4);
    // 连红榜 is the experts on a streak of two or more, longest first; one plan won is no 连红.
    const home = (await world.api.post<YouliaoHome>('/tj/expert/home/rec', {})).data;
    const onStreak = experts.filter((card) => card.record.streak >= MIN_STREAK).sort((a, b) => b.record.streak - a.record.streak);
    expect(home.byStreak.map((card) => card.record.streak)).toEqual(onStreak.slice(0, 10).map((card) => card.record.streak));
  });

  it('refunds every buyer of a plan on a called-off match exactly once, and the ledger sums hold', async () => {
    const after = (await world.api.get<Plan>(`/tj/recommend/${doomedPlan.code}`)).data;
    expect(after.result).toBe(PLAN_RESULT.REFUNDED);
    for (const buyer of doomedBuyers) {
      const [held] = await world.database.db.select({ amount: balances.amount }).from(balances).where(and(eq(balances.userId, buyer.id), eq(balances.currency, 'balance')));
      expect(held?.amount).toBe(30);
    }
    // Asking again refunds nothing more.
    await world.app.experts.settler.sweep();
    await world.app.experts.plans.refundBuyers(doomedPlan.id);
    const [refunds] = await world.database.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.type, 6), inArray(ledgerEntries.account, doomedBuyers.map((buyer) => `user:${buyer.id}`))));
    expect(refunds?.n).toBe(2);
    const pending = await world.database.db.select().from(expertPlans).where(inArray(expertPlans.id, [doomedPlan.id]));
    expect(pending[0]?.result).toBe(PLAN_RESULT.REFUNDED);
    expect(await ledgerProblems(world.database.db)).toEqual([]);
  });
});
