/** A data base page before its answer: a screen's height held, so the page arriving moves nothing below it. */
export function PageLoading() {
  return (
    <div className="db-page db-loading">
      <p className="db-empty">加载中…</p>
    </div>
  );
}
