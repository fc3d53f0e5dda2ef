import './pager.css';

/** Previous and next page of a paged list, with where the reader is; nothing for a single page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="pager live-pager" aria-label="分页">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-prev">
        上一页
      </button>
      <span data-testid="pager-current">
        第 {page} / {pages} 页
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
        下一页
      </button>
    </nav>
  );
}

/** Pages of `pageSize` needed for `total` entries; at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
