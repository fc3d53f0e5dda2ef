import { createFileRoute } from '@tanstack/react-router';
import { GradePage } from '../../../community/UserPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/grade')({
  head: pageHead('/v/grade'),
  component: VGradePage,
});

function VGradePage() {
  return <GradePage />;
}
