import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { LotteryScoresPage, lotterySearchSchema } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/football/jczq')({
  validateSearch: lotterySearchSchema,
  head: pageHead('/football/jczq'),
  component: FootballJczqPage,
});

function FootballJczqPage() {
  const { issueNum } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LotteryScoresPage
      sport="football"
      channel="list:football:jczq"
      issueNum={issueNum}
      onPickIssue={(picked) => void navigate({ search: { issueNum: picked } })}
    />
  );
}
