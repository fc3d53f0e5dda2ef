import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { LotteryScoresPage, lotterySearchSchema } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/basketball/jclq')({
  validateSearch: lotterySearchSchema,
  head: pageHead('/basketball/jclq'),
  component: BasketballJclqPage,
});

function BasketballJclqPage() {
  const { issueNum } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LotteryScoresPage
      sport="basketball"
      channel="list:basketball:jclq"
      issueNum={issueNum}
      onPickIssue={(picked) => void navigate({ search: { issueNum: picked } })}
    />
  );
}
