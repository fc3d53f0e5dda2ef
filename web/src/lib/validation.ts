/** The message of the first issue of a failed zod `safeParse`, or null when it succeeded. */
export function firstIssue(result: {
  success: boolean;
  error?: { issues: ReadonlyArray<{ message: string }> };
}): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}
