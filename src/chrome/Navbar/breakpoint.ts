/** The layout is mobile at this window width or less, desktop above. */
export const MOBILE_BREAKPOINT_PX = 996;

/** Media query that matches the desktop layout. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;
