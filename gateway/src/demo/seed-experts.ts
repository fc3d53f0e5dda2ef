import { MatchType } from '@portal/contracts';
import type { Db } from '../db/database';
import { balances, experts, users } from '../db/schema';
import { demoPortraits, PORTRAIT_HUES } from './demo-portraits';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo's experts: their plans come later, on the feed's matches (demo/demo-experts.ts). */
export const DEMO_EXPERTS = [
  { nickName: '老蔡看球', matchType: MatchType.FOOTBALL, playTypes: [2, 3], introduction: '十五年亚盘研究经验，专注五大联赛让球与大小球，稳字当头。' },
  { nickName: '欧赔猎手', matchType: MatchType.FOOTBALL, playTypes: [1, 4], introduction: '从欧赔变化捕捉庄家意图，擅长竞彩单关，长期稳定盈利。' },
  { nickName: '竞彩小诸葛', matchType: MatchType.FOOTBALL, playTypes: [4, 5], introduction: '竞彩二串一爱好者，精选稳胆，追求高性价比组合。' },
  { nickName: '篮板王', matchType: MatchType.BASKETBALL, playTypes: [1, 2], introduction: 'NBA与CBA数据派，研究球队节奏与伤病，主攻让分盘。' },
  { nickName: '大小分专家', matchType: MatchType.BASKETBALL, playTypes: [2], introduction: '只做大小分，依据节奏、回合数与裁判尺度给出判断。' },
] as const;

/** The demo experts, accounts with isExpert 1 and their profiles; answers their user ids. */
export async function seedExperts(tx: Tx): Promise<number[]> {
  const portraits = await demoPortraits(tx as unknown as Db, DEMO_EXPERTS.map((expert) => expert.nickName), PORTRAIT_HUES.expert);
  const rows = await tx
    .insert(users)
    .values(DEMO_EXPERTS.map((expert, index) => ({ mobile: `1380000011${index}`, nickName: expert.nickName, portrait: portraits[index] ?? '', isExpert: 1 })))
    .returning({ id: users.id });
  await tx.insert(balances).values(rows.flatMap(({ id }) => [{ userId: id, currency: 'balance', amount: 0 }, { userId: id, currency: 'ticket', amount: 0 }]));
  await tx.insert(experts).values(
    DEMO_EXPERTS.map((expert, index) => ({
      userId: (rows[index] as { id: number }).id,
      name: expert.nickName,
      matchType: expert.matchType,
      playTypes: [...expert.playTypes],
      introduction: expert.introduction,
    })),
  );
  return rows.map((row) => row.id);
}
