import { createFileRoute } from '@tanstack/react-router';
import { AppDownload } from '../../app-download/AppDownload';
import { pageHead } from '../../page-head';

export const Route = createFileRoute('/_noFooter/app')({
  head: pageHead('/app'),
  component: AppDownload,
});
