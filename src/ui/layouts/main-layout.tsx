import type { ReactNode } from 'react';
import { Header } from '../components/header.tsx';
import { SideMenu } from '../components/side-menu.tsx';
import { Footer } from '../components/footer.tsx';
import { RightBar } from '../nav/right-bar.tsx';
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
