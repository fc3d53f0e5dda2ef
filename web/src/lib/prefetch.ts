interface ConnectionHints {
  effectiveType?: string;
  saveData?: boolean;
}

export interface PrefetchNavigator {
  onLine: boolean;
  connection?: ConnectionHints;
}

/** Whether prefetching the pages of links a user reaches for is worth the user's data: not offline, on 2g or with data-saver. */
export function canPrefetch(nav: PrefetchNavigator = navigator as PrefetchNavigator): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
