/**
 * Size limits of POST /api/imports/focus: the upload as sent (CSV, or gzip of it) and its text
 * once uncompressed (a gzip bomb stops there). An object, so a test can lower them.
 */
export const focusLimits = { bodyBytes: 200 * 1024 * 1024, textBytes: 1024 * 1024 * 1024 };
