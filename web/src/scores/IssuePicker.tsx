export interface IssuePickerProps {
  /** The issues holding matches, oldest first; the one on sale may be missing when it has none. */
  issues: readonly string[];
  /** The issue on sale now. */
  current: string;
  /** The issue shown. */
  shown: string;
  onPick(issueNum: string): void;
}

/** The issues a lottery list can show, newest first, the one on sale marked. */
export function issueOptions(issues: readonly string[], current: string): string[] {
  return [...new Set([...issues, current])].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
}

/** 期号: which issue of a lottery list to show. */
export function IssuePicker({ issues, current, shown, onPick }: IssuePickerProps) {
  return (
    <select className="scores-issue" aria-label="期号" value={shown} onChange={(event) => onPick(event.target.value)}>
      {issueOptions(issues, current).map((issueNum) => (
        <option key={issueNum} value={issueNum}>
          第 {issueNum} 期{issueNum === current ? '（在售）' : ''}
        </option>
      ))}
    </select>
  );
}
