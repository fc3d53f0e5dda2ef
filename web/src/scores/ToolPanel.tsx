import { useId, useState, type ReactNode } from 'react';
import { useEscapeKey } from '../lib/use-escape-key';

export interface ToolPanelProps {
  /** The button's text. */
  label: string;
  /** A small note beside the label (a count, a value), if any. */
  note?: ReactNode;
  /** The panel's class; the panel is a group named by `label`. */
  className: string;
  /** The panel's content, given the function that closes it. */
  children: (close: () => void) => ReactNode;
}

/** A tool of a score page's header: a button that opens and closes its panel (Escape closes it too). */
export function ToolPanel({ label, note, className, children }: ToolPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEscapeKey(() => setOpen(false), open);
  return (
    <>
      <button
        type="button"
        className="score-tool"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        {note !== undefined && <span className="score-tool__count">{note}</span>}
      </button>
      {open && (
        <div className={className} id={panelId} role="group" aria-label={label}>
          {children(() => setOpen(false))}
        </div>
      )}
    </>
  );
}
