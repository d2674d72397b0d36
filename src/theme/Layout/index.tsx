import React, { type ReactNode } from 'react';
import siteConfig from '../../config/site.config';
import { ActivePageProvider, type ActivePage } from '../../contexts/ActivePage';
import { MobileSidebarProvider } from '../../contexts/MobileSidebar';
import AnnouncementBar from '../AnnouncementBar';
import { stripPathPrefix } from '../../lib/paths';
import Footer from '../Footer';
import { sitePathPrefix } from '../Link/pathPrefix';
import Navbar from '../Navbar';
import SkipToContent, { MAIN_CONTENT_ID } from '../SkipToContent';
import * as styles from './styles.module.css';

interface Props extends ActivePage {
  /** Rendered beside <main> on desktop: the doc sidebar. */
  sidebar?: ReactNode;
  children: ReactNode;
}

/** The frame of every page: skip link, announcement, navbar, the page in <main>, footer. */
export default function Layout({ pathname, doc, sidebar, children }: Props) {
  return (
    // Pages get the browser's path, prefix included; the chrome works with site routes.
    <ActivePageProvider value={{ pathname: stripPathPrefix(pathname, sitePathPrefix()), doc }}>
      <MobileSidebarProvider>
        <SkipToContent />
        {siteConfig.announcementBar && <AnnouncementBar bar={siteConfig.announcementBar} />}
        <Navbar />
        <div className={styles.wrapper}>
          {sidebar}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        <Footer />
      </MobileSidebarProvider>
    </ActivePageProvider>
  );
}
