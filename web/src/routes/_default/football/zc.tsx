import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { LotteryScoresPage, lotterySearchSchema } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/football/zc')({
  validateSearch: lotterySearchSchema,
  head: pageHead('/football/zc'),
  component: FootballZcPage,
});

function FootballZcPage() {
  const { issueNum } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LotteryScoresPage
      sport="football"
      channel="list:football:lottery"
      issueNum={issueNum}
      onPickIssue={(picked) => void navigate({ search: { issueNum: picked } })}
    />
  );
}
