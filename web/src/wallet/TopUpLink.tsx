import type { ReactNode } from 'react';
import { Link, useLocation } from '@tanstack/react-router';

/** A link to /v/pay that brings the user back to this page once the diamonds are credited. */
export function TopUpLink({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  const back = useLocation({ select: (location) => location.href });
  return (
    <Link to="/v/pay" search={{ back }} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}
