import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/** The phone's breakpoint, as the stylesheets write it. */
const PHONE_QUERY = '(max-width: 767.98px)';

function subscribeToPhone(listener: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the screen is a phone's (below 768 px), following rotation and resizing. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribeToPhone,
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/**
 * The screen the first render assumes, before the window is measured: on the server, and in the
 * browser's hydrating render, which must be the server's. A tall phone's or a desktop's first screen.
 */
const FIRST_RENDER_RECT = { width: 1440, height: 1200 };

/** Rows rendered beyond each edge of the screen, so a quick flick does not show blank space. */
const OVERSCAN = 10;

export interface WindowRowsOptions {
  count: number;
  /** The height a row not rendered yet is given; rendered rows are measured. */
  estimateHeight: (index: number) => number;
  keyOf: (index: number) => string | number;
  /** Changes when the rows' layout does (phone or desktop): every row is measured again. */
  layout: string;
}

/**
 * The rows of a long table that scrolls with the page, only those near the screen rendered. Gives
 * the ref of the table's body, the rows to render, the space kept above and below them, and
 * `measureRow`, the ref each rendered row takes (beside `data-index`) so rows of any height keep
 * their places.
 */
export function useWindowRows({ count, estimateHeight, keyOf, layout }: WindowRowsOptions) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the body starts on the page, read again whenever the page's size changes: whatever
  // stands above it (tools, notices) can move it.
  const [bodyTop, setBodyTop] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body === null) return;
    const place = () => {
      const top = Math.round(body.getBoundingClientRect().top + window.scrollY);
      setBodyTop((current) => (current === top ? current : top));
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: estimateHeight,
    getItemKey: keyOf,
    overscan: OVERSCAN,
    scrollMargin: bodyTop,
    initialRect: FIRST_RENDER_RECT,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, layout]);
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    bodyRef,
    items,
    spaceBefore: first ? first.start - bodyTop : 0,
    spaceAfter: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - bodyTop)) : 0,
    measureRow: virtualizer.measureElement,
  };
}

/** The space a table keeps for the rows it does not render. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr className="table-spacer" aria-hidden="true">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}
