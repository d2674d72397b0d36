import type { z } from 'zod';
import { announcementBarSchema, footerSchema, navbarSchema, sidebarsSchema, type Navigation } from './navigationSchema';

/** One YAML file of content/navigation/: the part of the navigation it holds. */
export interface NavigationFile<Schema extends z.ZodType = z.ZodType> {
  /** File name in the navigation folder. */
  file: string;
  /** Name editors see in the CMS. */
  label: string;
  schema: Schema;
  /** A file that may be left out: its part of the navigation is then off. */
  optional: boolean;
}

/** The navigation's files, by the part of the navigation each holds: read by the build and edited by the CMS. */
export const navigationFiles = {
  sidebars: { file: 'sidebars.yml', label: 'Sidebars', schema: sidebarsSchema, optional: false },
  navbar: { file: 'navbar.yml', label: 'Navbar', schema: navbarSchema, optional: false },
  footer: { file: 'footer.yml', label: 'Footer', schema: footerSchema, optional: false },
  announcementBar: {
    file: 'announcement.yml',
    label: 'Announcement bar',
    schema: announcementBarSchema,
    optional: true,
  },
} as const satisfies { [Part in keyof Navigation]-?: NavigationFile };

/** The navigation folder's name in a content root. */
export const NAVIGATION_FOLDER = 'navigation';
