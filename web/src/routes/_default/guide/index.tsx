import { createFileRoute } from '@tanstack/react-router';
import { GuidePage } from '../../../experts/GuidePages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/guide/')({
  head: pageHead('/guide'),
  component: GuidePage,
});
