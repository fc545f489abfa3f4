// Business constants and limits, spec §9. Both the web and the server read them from here.

export const APP_VERSION = '7.3.7';
export const DEFAULT_TENANT_ID = 226;
export const ADMIN_ROLE_ID = 1;
/** Issue 12: coaches run their practice from /coach; admins (role 1) also run the tenant from /admin. */
export const COACH_ROLE_ID = 2;
export const CLIENT_ROLE_ID = 3;
/** Coaches and admins: the people who reach the /coach side. */
export const isStaffRole = (roleId: number) => roleId === ADMIN_ROLE_ID || roleId === COACH_ROLE_ID;
export const DEFAULT_TAB = 1;
export const LESSON_ACCESS_ALLOWED = 1;

export const CACHE_LIFETIME_MS = 900_000;
export const ANALYTICS_FLUSH_MS = 5_000;
export const IDLE_TIMEOUT_MS = 3_600_000;
export const IDLE_DEBOUNCE_MS = 250;
export const OTP_RESEND_COUNTDOWN_S = 300;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const FONT_LOAD_TIMEOUT_MS = 3_000;
export const SCRIPT_LOAD_TIMEOUT_MS = 5_000;
export const ERROR_REPORT_REDIRECT_MS = 3_000;

/** spec §9: toast auto-close 5000 ms, top-right, pauses on hover and focus loss, drag 80 %, light. */
export const TOAST_OPTIONS = {
  autoClose: 5_000,
  position: 'top-right',
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  theme: 'light',
} as const;

export const BOARD_COLUMNS = ['to do', 'in progress', 'completed'] as const;

export const DEFAULT_THEME_COLORS = {
  primary: '#14143f',
  secondary: '#2ecc71',
  accent: '#179ad6',
} as const;

export const DEFAULT_PRODUCT_NAME = 'Profit Acceleration Software';
export const DEFAULT_PAGE_TITLE = 'Profit Acceleration Software | Client Portal';

/** spec §7: stored credentials. */
export const STORAGE_KEYS = {
  token: 'pas-token',
  tokenx: 'pas-tokenx',
  user: 'pas-user',
  menuCollapsed: 'pas-menu-collapsed',
} as const;

/** spec §9: the brand parameter comes from the query string. */
export const BRAND_QUERY_PARAM = 'brand';

// DESIGN §7: one-time codes and links.
export const OTP_LENGTH = 6;
export const OTP_TTL_S = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const PASSWORD_RESET_TTL_S = 3_600;
export const LINK_LOGIN_TTL_S = 900;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Uploads (DESIGN §7).
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** A file sent to the coach or shared with a client (spec §5, /resources). */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
/**
 * One attachment of internal mail (spec §7 POST /upload/mail): the same limit as every other file a
 * user sends, so a file that can go to the coach as a resource can go as an attachment too (the
 * same checks, and it never leaves the portal: the notice mail carries no attachment).
 */
export const MAIL_ATTACHMENT_MAX_BYTES = DOCUMENT_MAX_BYTES;
/** How many files one resource upload or one mail may carry. */
export const UPLOAD_MAX_FILES = 10;
/** What the file pickers say of the limits: "Up to 10 files, 25 MB each". */
export const FILE_LIMITS_TEXT = `Up to ${UPLOAD_MAX_FILES} files, ${Math.round(DOCUMENT_MAX_BYTES / 1024 / 1024)} MB each`;
/** A file over the limit, as the pickers say it. */
export const fileTooLargeText = (name: string) => `"${name}" is larger than ${Math.round(DOCUMENT_MAX_BYTES / 1024 / 1024)} MB.`;
/** All the files of one upload together: what one request may make the server hold. */
export const UPLOAD_MAX_TOTAL_BYTES = 50 * 1024 * 1024;
/** The kinds of document the portal stores, by extension; the content must agree (magic bytes). */
export const DOCUMENT_EXTENSIONS = [
  'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'zip', 'mp3', 'mp4',
] as const;
