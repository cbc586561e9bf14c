import type { ReactNode } from 'react';
import { Header } from './header.tsx';
import { SideMenu } from './side-menu.tsx';
import { Footer } from './footer.tsx';
import { RightBar } from './right-bar.tsx';
import css from './layouts.module.css';

export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css.main}>
      <SideMenu />
      <div className={css.column}>
        <Header />
        <main className={css.content} id="main">
          {children}
        </main>
        <Footer />
      </div>
      <RightBar />
    </div>
  );
}
