/**
 * Users are a declared resource (src/domain/resources/users.ts: its fields are the form's and the API's
 * rule). A set-password link of an invite works once, for three days (a reset link: 60 minutes).
 */
export const INVITE_TTL_HOURS = 72
