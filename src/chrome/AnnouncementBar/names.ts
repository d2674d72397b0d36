/** The behaviour of the announcement bar's close button. */
export const ANNOUNCEMENT_CLOSE_BEHAVIOUR = 'announcement-close';
