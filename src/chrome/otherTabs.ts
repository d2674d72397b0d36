import { followAnnouncementOfOtherTab } from './AnnouncementBar/otherTabs';
import { followColorModeOfOtherTab } from './ColorModeToggle/colorMode';

/**
 * What a change made in another tab of the site changes here: the colour mode, a closed
 * announcement bar. Rare, so gatsby-browser loads this on the first `storage` event, in a chunk of
 * its own, and hands it every event from then on.
 */
export function followOtherTab(event: StorageEvent): void {
  followColorModeOfOtherTab(event);
  followAnnouncementOfOtherTab(event);
}
