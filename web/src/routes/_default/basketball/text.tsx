import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { TextLivePage } from '../../../scores/TextLivePage';

export const Route = createFileRoute('/_default/basketball/text')({
  head: pageHead('/basketball/text'),
  component: BasketballTextPage,
});

function BasketballTextPage() {
  return <TextLivePage />;
}
