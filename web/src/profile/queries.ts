import { queryOptions } from '@tanstack/react-query';
import { fetchCenterInfo, fetchRealName } from './profile-api';

export const profileKeys = {
  all: ['profile'] as const,
  centerInfo: () => [...profileKeys.all, 'center-info'] as const,
  realName: () => [...profileKeys.all, 'real-name'] as const,
};

// The centre's pages show their own "could not load" state, so a failed call is null, not an error page.
export const profileQueries = {
  centerInfo: () =>
    queryOptions({
      queryKey: profileKeys.centerInfo(),
      queryFn: async ({ signal }) => {
        const answer = await fetchCenterInfo(signal);
        return answer.ok ? answer.data : null;
      },
    }),
  realName: () =>
    queryOptions({
      queryKey: profileKeys.realName(),
      queryFn: async ({ signal }) => {
        const answer = await fetchRealName(signal);
        return answer.ok ? answer.data : null;
      },
    }),
};
