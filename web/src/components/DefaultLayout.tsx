import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { HelpBar } from './HelpBar';
import { TabBar } from './TabBar';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default" data-layout="default">
      <Header />
      <main className="layout__main">
        <div className="container">{children}</div>
      </main>
      <Footer />
      <HelpBar />
      <TabBar />
    </div>
  );
}
