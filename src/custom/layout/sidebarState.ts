/** Spec 9 sidebar constants. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const HEADER_HEIGHT = '3rem';
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Collapsed-icon tooltips open at once (the default would be 700 ms). */
export const SIDEBAR_TOOLTIP_DELAY_MS = 0;
/**
 * After one tooltip closes, the next opens without delay for this long. MUI's equivalent is a
 * fixed 800 ms window using `enterNextDelay`, which with a 0 ms delay amounts to the same.
 */
export const SIDEBAR_TOOLTIP_SKIP_DELAY_MS = 300;
export const SIDEBAR_TOOLTIP_NEXT_DELAY_MS = 0;

/** Open unless the cookie says otherwise (spec: default open). */
export function readSidebarOpen(cookie: string): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false' : true;
}

export const sidebarCookie = (open: boolean): string =>
  `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;

export const isSidebarShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean =>
  event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey);
