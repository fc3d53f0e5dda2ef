import { TransactionType, WALLET_ROW_ITEMS } from '@portal/contracts';

/** What a ledger row's reference can point at. */
export type ReferenceKind = 'plan' | 'highlight' | 'red-packet' | 'withdrawal';

/** The thing a ledger row was written for, by its kind and id. */
export type RowReference = { kind: ReferenceKind; id: number };

const REFERENCE = /^(plan|plan-refund|highlight|red-packet|withdrawal):(\d+)$/;

/** The reference a row's remark holds (`plan:84`; a refund's `plan-refund:84` is the plan's too), or undefined for words. */
export function referenceOf(remark: string): RowReference | undefined {
  const found = REFERENCE.exec(remark);
  if (found === null) return undefined;
  const kind = found[1] === 'plan-refund' ? 'plan' : (found[1] as ReferenceKind);
  return { kind, id: Number(found[2]) };
}

/**
 * The names of the things references point at: a plan's or a highlight's title, the title of the
 * room a red packet was sent in, a withdrawal's bank card ('' for one into the wallet); undefined
 * for one not found.
 */
export type ReferenceNames = (reference: RowReference) => string | undefined;

/**
 * What a ledger row is for, as its 备注 shows it: the plan, highlight, red packet or withdrawal its
 * reference points at, the gifts or the nobility level it paid for, the order it topped up; its
 * remark as written where nothing names it (an operator's note, a grant's words, a reference to
 * something gone).
 */
export function rowItem(row: { type: number; remark: string }, names: ReferenceNames): string {
  const reference = referenceOf(row.remark);
  if (reference !== undefined) {
    const name = names(reference);
    if (name === undefined) return row.remark;
    if (reference.kind === 'plan') return WALLET_ROW_ITEMS.plan(name);
    if (reference.kind === 'highlight') return WALLET_ROW_ITEMS.highlight(name);
    if (reference.kind === 'red-packet') return WALLET_ROW_ITEMS.redPacket(name);
    return name === '' ? WALLET_ROW_ITEMS.withdrawalToWallet : WALLET_ROW_ITEMS.withdrawalToCard(name);
  }
  if (row.remark === '') return '';
  if (row.type === TransactionType.GIFT_TIP || row.type === TransactionType.GIFT_INCOME) return WALLET_ROW_ITEMS.gift(row.remark);
  if (row.type === TransactionType.NOBILITY_PURCHASE) return WALLET_ROW_ITEMS.nobility(row.remark);
  if (row.type === TransactionType.DIAMOND_RECHARGE) return WALLET_ROW_ITEMS.recharge(row.remark);
  return row.remark;
}

/** Looks up the names of some things of one kind, by id; those not found are left out. */
export type ReferenceNamer = (ids: readonly number[]) => Promise<ReadonlyMap<number, string>>;

/**
 * The namers of the kinds of references, each registered by the feature that owns the things (the
 * experts their plans, the media their highlights), and the names of a page of rows read through them.
 */
export function createReferenceNames() {
  const namers = new Map<ReferenceKind, ReferenceNamer>();
  return {
    /** Registers how references of a kind are named. */
    register(kind: ReferenceKind, namer: ReferenceNamer): void {
      namers.set(kind, namer);
    },

    /** The names of the references of some remarks, read once per kind. */
    async of(remarks: readonly string[]): Promise<ReferenceNames> {
      const wanted = new Map<ReferenceKind, Set<number>>();
      for (const remark of remarks) {
        const reference = referenceOf(remark);
        if (reference !== undefined) wanted.set(reference.kind, (wanted.get(reference.kind) ?? new Set()).add(reference.id));
      }
      const found = new Map<ReferenceKind, ReadonlyMap<number, string>>();
      await Promise.all(
        [...wanted].map(async ([kind, ids]) => {
          const namer = namers.get(kind);
          if (namer !== undefined) found.set(kind, await namer([...ids]));
        }),
      );
      return ({ kind, id }) => found.get(kind)?.get(id);
    },
  };
}

export type ReferenceNamesBook = ReturnType<typeof createReferenceNames>;
