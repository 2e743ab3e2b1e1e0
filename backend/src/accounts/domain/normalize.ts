/** Emails and usernames are unique regardless of case and surrounding spaces. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();
