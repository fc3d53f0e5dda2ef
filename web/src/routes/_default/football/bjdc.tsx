import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { LotteryScoresPage, lotterySearchSchema } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/football/bjdc')({
  validateSearch: lotterySearchSchema,
  head: pageHead('/football/bjdc'),
  component: FootballBjdcPage,
});

function FootballBjdcPage() {
  const { issueNum } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LotteryScoresPage
      sport="football"
      channel="list:football:bjdc"
      issueNum={issueNum}
      onPickIssue={(picked) => void navigate({ search: { issueNum: picked } })}
    />
  );
}
