import { AUDIT_STATUS, EXPERT_MESSAGES, type ExpertApplication, type ExpertApplicationEntry, type ExpertApplyRequest, MatchType } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { UserRecord } from '../accounts/users';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { expertApplications, experts, users } from '../db/schema';
import { brokenUniqueConstraint } from '../db/unique-violation';
import { refuse } from './refusals';

type ApplicationRow = typeof expertApplications.$inferSelect;

const statusOf = (status: number) =>
  status === AUDIT_STATUS.PASSED ? AUDIT_STATUS.PASSED : status === AUDIT_STATUS.REJECTED ? AUDIT_STATUS.REJECTED : AUDIT_STATUS.REVIEWING;

function toApplication(row: ApplicationRow): ExpertApplication {
  return {
    status: statusOf(row.status),
    reason: row.reason,
    name: row.name,
    matchType: row.matchType,
    playTypes: row.playTypes,
    introduction: row.introduction,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

const NO_APPLICATION: ExpertApplication = {
  status: AUDIT_STATUS.NONE,
  reason: '',
  name: null,
  matchType: null,
  playTypes: [],
  introduction: null,
  submittedAt: null,
  reviewedAt: null,
};

export type ExpertDecision = { userId: number; decision: 'approve' | 'reject'; reason?: string | undefined; reviewedBy: string };

/** Applications to become an expert and their review by an operator, as anchor applications are reviewed. */
export function createExpertDesk(db: Db, clock: Clock) {
  const latestOf = async (userId: number) => {
    const [row] = await db
      .select()
      .from(expertApplications)
      .where(eq(expertApplications.userId, userId))
      .orderBy(desc(expertApplications.submittedAt), desc(expertApplications.id))
      .limit(1);
    return row;
  };

  return {
    /** POST /tj/expert/apply: refused to an expert and while an earlier application is under review. */
    async apply(actor: UserRecord, form: ExpertApplyRequest): Promise<ExpertApplication> {
      if (actor.isExpert === 1) throw refuse.alreadyExpert();
      try {
        const [row] = await db
          .insert(expertApplications)
          .values({
            userId: actor.id,
            name: form.name,
            matchType: form.matchType,
            playTypes: [...new Set(form.playTypes)].sort(),
            introduction: form.introduction,
            submittedAt: new Date(clock.now()),
          })
          .returning();
        if (!row) throw new Error('insert returned no application');
        return toApplication(row);
      } catch (error) {
        if (brokenUniqueConstraint(error) !== undefined) throw refuse.applicationPending();
        throw error;
      }
    },

    /** GET /tj/expert/apply/info: the latest application; an expert who never applied (seeded) counts as passed. */
    async info(actor: UserRecord): Promise<ExpertApplication> {
      const latest = await latestOf(actor.id);
      if (latest) return toApplication(latest);
      return actor.isExpert === 1 ? { ...NO_APPLICATION, status: AUDIT_STATUS.PASSED } : NO_APPLICATION;
    },

    /** Applications for operators, newest first, of one status or all. */
    async list(status: number | undefined): Promise<ExpertApplicationEntry[]> {
      const rows = await db
        .select({ application: expertApplications, nickName: users.nickName })
        .from(expertApplications)
        .innerJoin(users, eq(users.id, expertApplications.userId))
        .where(status === undefined ? undefined : eq(expertApplications.status, status))
        .orderBy(desc(expertApplications.submittedAt), desc(expertApplications.id))
        .limit(200);
      return rows.map(({ application, nickName }) => ({ ...toApplication(application), id: application.id, userId: application.userId, nickName }));
    },

    /**
     * The profile of a user flagged as expert without one (made an expert outside an application):
     * their nickname, football, every play type; answers whether they are an expert.
     */
    async ensureProfile(user: UserRecord): Promise<boolean> {
      if (user.isExpert !== 1) return false;
      await db
        .insert(experts)
        .values({ userId: user.id, name: user.nickName, matchType: MatchType.FOOTBALL, playTypes: [1, 2, 3, 4, 5], introduction: EXPERT_MESSAGES.defaultIntroduction })
        .onConflictDoNothing({ target: experts.userId });
      return true;
    },

    /** Approves or rejects the user's application under review. Approval makes them an expert with the profile they applied with. */
    async review({ userId, decision, reason, reviewedBy }: ExpertDecision): Promise<ExpertApplication> {
      const note = reason?.trim() ?? '';
      if (decision === 'reject' && note === '') throw refuse.rejectNeedsReason();
      return db.transaction(async (tx) => {
        const [pending] = await tx
          .select()
          .from(expertApplications)
          .where(and(eq(expertApplications.userId, userId), eq(expertApplications.status, AUDIT_STATUS.REVIEWING)))
          .for('update')
          .limit(1);
        if (!pending) throw refuse.noPendingApplication();
        const [reviewed] = await tx
          .update(expertApplications)
          .set({
            status: decision === 'approve' ? AUDIT_STATUS.PASSED : AUDIT_STATUS.REJECTED,
            reason: note || EXPERT_MESSAGES.approvalNote,
            reviewedBy,
            reviewedAt: new Date(clock.now()),
          })
          .where(eq(expertApplications.id, pending.id))
          .returning();
        if (!reviewed) throw new Error('update returned no application');
        if (decision === 'approve') {
          await tx.update(users).set({ isExpert: 1 }).where(eq(users.id, userId));
          const profile = {
            name: pending.name,
            matchType: pending.matchType,
            playTypes: pending.playTypes,
            introduction: pending.introduction,
          };
          await tx
            .insert(experts)
            .values({ userId, ...profile })
            .onConflictDoUpdate({ target: experts.userId, set: profile });
        }
        return toApplication(reviewed);
      });
    },
  };
}

export type ExpertDesk = ReturnType<typeof createExpertDesk>;
