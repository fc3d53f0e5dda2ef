import { useEffect, useRef, type ReactNode } from 'react';
import { useEscapeKey } from '../lib/use-escape-key';
import './phone-sheet.css';

/**
 * A panel that is a bottom sheet on a phone and stays in its place wider. Below 768 px its children
 * slide up from the bottom of the screen over a backdrop while `open`, and close on the backdrop, the
 * close button or Escape; from 768 px they stand where the sheet is, as if it were not there.
 */
export function PhoneSheet({ open, onClose, label, children }: { open: boolean; onClose: () => void; label: string; children: ReactNode }) {
  const sheet = useRef<HTMLDivElement>(null);
  useEscapeKey(onClose, open);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    sheet.current?.focus();
    return () => opener?.focus();
  }, [open]);

  return (
    <>
      {open && <div className="phone-sheet__backdrop" onClick={onClose} aria-hidden="true" />}
      <div
        ref={sheet}
        className={open ? 'phone-sheet is-open' : 'phone-sheet'}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-label={open ? label : undefined}
        tabIndex={open ? -1 : undefined}
      >
        <div className="phone-sheet__bar">
          <button type="button" className="phone-sheet__close" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
