import { createFileRoute } from '@tanstack/react-router';
import { PageError } from '../../../../components/ErrorPage';
import { PostPage } from '../../../../community/CommunityPages';
import { communityQueries } from '../../../../community/queries';
import { pageHead } from '../../../../page-head';

/** The post id of the path; anything but a positive integer is a missing page. */
function postIdOf(raw: string | undefined): number {
  if (raw === undefined || !/^[1-9]\d*$/.test(raw)) throw new PageError(404);
  return Number(raw);
}

export const Route = createFileRoute('/_default/community/circle-detail/{-$id}')({
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.ensureQueryData(communityQueries.post(postIdOf(params.id)));
    } catch (error) {
      throw error instanceof PageError ? error : new PageError(404);
    }
  },
  head: pageHead('/community/circle-detail/{-$id}'),
  component: CommunityCircleDetailPage,
});

function CommunityCircleDetailPage() {
  return <PostPage id={postIdOf(Route.useParams().id)} />;
}
