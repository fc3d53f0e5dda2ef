import {
  AUDIT_STATUS,
  DEFAULT_APPROVAL_REASON,
  defaultRoomTitle,
  type AuditApplication,
  type AuditInfo,
  type AuditSubmitRequest,
} from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { UserRecord } from '../accounts/users';
import { brokenUniqueConstraint } from '../db/unique-violation';
import type { Db } from '../db/database';
import { anchorApplications, rooms, users } from '../db/schema';
import { refuse } from './refusals';

type ApplicationRow = typeof anchorApplications.$inferSelect;

const statusOf = (status: number) =>
  status === AUDIT_STATUS.PASSED ? AUDIT_STATUS.PASSED : status === AUDIT_STATUS.REJECTED ? AUDIT_STATUS.REJECTED : AUDIT_STATUS.REVIEWING;

function toInfo(row: ApplicationRow): AuditInfo {
  return {
    status: statusOf(row.status),
    reason: row.reason,
    realName: row.realName,
    contact: row.contact,
    socialAccount: row.socialAccount,
    introduction: row.introduction,
    navId: row.navId,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

const NO_APPLICATION: AuditInfo = {
  status: AUDIT_STATUS.NONE,
  reason: '',
  realName: null,
  contact: null,
  socialAccount: null,
  introduction: null,
  navId: null,
  submittedAt: null,
  reviewedAt: null,
};

export type AuditDecision = { userId: number; decision: 'approve' | 'reject'; reason?: string | undefined; reviewedBy: string };

/** Applications to become an anchor and their review by an operator. */
export function createAuditDesk(db: Db, clock: Clock = Date) {
  const latestOf = async (userId: number) => {
    const [row] = await db
      .select()
      .from(anchorApplications)
      .where(eq(anchorApplications.userId, userId))
      .orderBy(desc(anchorApplications.submittedAt), desc(anchorApplications.id))
      .limit(1);
    return row;
  };

  return {
    /** POST /api/audit/submit: refused for an anchor and while an earlier application is under review. */
    async submit(actor: UserRecord, form: AuditSubmitRequest): Promise<AuditInfo> {
      if (actor.isAnchor === 1) throw refuse.alreadyAnchor();
      try {
        const [row] = await db
          .insert(anchorApplications)
          .values({
            userId: actor.id,
            realName: form.realName,
            contact: form.contact,
            socialAccount: form.socialAccount ?? null,
            introduction: form.introduction,
            navId: form.navId,
            submittedAt: new Date(clock.now()),
          })
          .returning();
        if (!row) throw new Error('insert returned no application');
        return toInfo(row);
      } catch (error) {
        if (brokenUniqueConstraint(error) !== undefined) throw refuse.auditPending();
        throw error;
      }
    },

    /** GET /api/audit/info: the latest application; an anchor who never applied (seeded) counts as passed. */
    async info(actor: UserRecord): Promise<AuditInfo> {
      const latest = await latestOf(actor.id);
      if (latest) return toInfo(latest);
      return actor.isAnchor === 1 ? { ...NO_APPLICATION, status: AUDIT_STATUS.PASSED } : NO_APPLICATION;
    },

    /** Applications for operators, newest first, of one status or all. */
    async list(status: number | undefined): Promise<AuditApplication[]> {
      const rows = await db
        .select({ application: anchorApplications, nickName: users.nickName })
        .from(anchorApplications)
        .innerJoin(users, eq(users.id, anchorApplications.userId))
        .where(status === undefined ? undefined : eq(anchorApplications.status, status))
        .orderBy(desc(anchorApplications.submittedAt), desc(anchorApplications.id))
        .limit(200);
      return rows.map(({ application, nickName }) => ({ ...toInfo(application), id: application.id, userId: application.userId, nickName }));
    },

    /**
     * Approves or rejects the user's application under review. Approval makes them an anchor and
     * gives them a closed room in the nav they applied for, unless they have one.
     */
    async review({ userId, decision, reason, reviewedBy }: AuditDecision): Promise<AuditInfo> {
      const note = reason?.trim() ?? '';
      if (decision === 'reject' && note === '') throw refuse.rejectNeedsReason();
      return db.transaction(async (tx) => {
        const [pending] = await tx
          .select()
          .from(anchorApplications)
          .where(and(eq(anchorApplications.userId, userId), eq(anchorApplications.status, AUDIT_STATUS.REVIEWING)))
          .for('update')
          .limit(1);
        if (!pending) throw refuse.noPendingAudit();
        const [reviewed] = await tx
          .update(anchorApplications)
          .set({
            status: decision === 'approve' ? AUDIT_STATUS.PASSED : AUDIT_STATUS.REJECTED,
            reason: note || DEFAULT_APPROVAL_REASON,
            reviewedBy,
            reviewedAt: new Date(clock.now()),
          })
          .where(eq(anchorApplications.id, pending.id))
          .returning();
        if (!reviewed) throw new Error('update returned no application');
        if (decision === 'approve') {
          const [user] = await tx.update(users).set({ isAnchor: 1 }).where(eq(users.id, userId)).returning({ nickName: users.nickName });
          await tx
            .insert(rooms)
            .values({ anchorId: userId, title: defaultRoomTitle(user?.nickName), navId: pending.navId, isLive: 0 })
            .onConflictDoNothing({ target: rooms.anchorId });
        }
        return toInfo(reviewed);
      });
    },
  };
}

export type AuditDesk = ReturnType<typeof createAuditDesk>;
