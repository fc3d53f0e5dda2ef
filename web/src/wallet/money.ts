import {
  AMOUNT_TOO_LARGE_ERROR,
  MAX_WALLET_AMOUNT,
  amountBelowMinimumError,
  amountSchema,
  formatThousands,
  payPasswordSchema,
} from '@portal/contracts';

/** A wallet amount as the pages show it: whole units grouped by thousands, fractions (if any) to 2 places. */
export function walletAmount(value: number | null | undefined): string {
  const amount = value ?? 0;
  return formatThousands(amount, Number.isInteger(amount) ? 0 : 2);
}

/** Yuan of an amount in fen, grouped by thousands with 2 decimals: 12345 → '123.45'. */
export function yuanOfFen(fen: number): string {
  return formatThousands(fen / 100, 2);
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/**
 * A typed amount checked as the gateway will check it (contracts' amountSchema), plus the page's
 * own minimum and maximum. Group separators are forgiven.
 */
export function checkAmount(text: string, { min = 1, max = MAX_WALLET_AMOUNT }: { min?: number; max?: number } = {}): AmountCheck {
  const parsed = amountSchema.safeParse(text.replaceAll(',', ''));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? AMOUNT_TOO_LARGE_ERROR };
  if (parsed.data < min) return { ok: false, message: amountBelowMinimumError(min) };
  if (parsed.data > max) return { ok: false, message: `金额不能超过${formatThousands(max)}` };
  return { ok: true, amount: parsed.data };
}

/** Whether `balance` covers `cost`; a balance not yet known covers nothing. */
export function covers(balance: number | null | undefined, cost: number): boolean {
  return balance !== null && balance !== undefined && balance >= cost;
}

/** The reason a pay password is refused, or null for a good one. */
export function payPasswordError(password: string): string | null {
  const parsed = payPasswordSchema.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** A card number as typed, grouped by four for reading: 6222021234 → '6222 0212 34'. */
export function groupCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A fresh idempotency key for one intended wallet operation. */
export function newRequestKey(): string {
  return crypto.randomUUID();
}
