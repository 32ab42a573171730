// The market report's constants and texts (spec 2 §2, §7). No zod here: the widget reads these as it runs.

/** Spec 2 §2: the three messages of the market report page, word for word. */
export const marketReportMessages = {
  notFound: 'No market report found.',
  noContent: 'No report content available.',
  loadError: 'Error loading market report.',
} as const;

/** Spec 2 §7: the report farmers see is the latest content item with this tag. */
export const MARKET_REPORT_TAG = 'marketreport';

export const MARKET_REPORT_TITLE_MAX = 200;
/** A morning report is a page or two; 50,000 characters leaves room for long tables without inviting abuse. */
export const MARKET_REPORT_MARKDOWN_MAX = 50_000;
/** The editor's history of past reports, a page at a time. */
export const MARKET_REPORT_HISTORY_PAGE_SIZE = 10;

export const marketReportRules = {
  titleRequired: 'Give the report a title.',
  titleTooLong: `Keep the title to ${MARKET_REPORT_TITLE_MAX} characters or fewer.`,
  markdownTooLong: `The report is too long: keep it to ${MARKET_REPORT_MARKDOWN_MAX.toLocaleString('en-GB')} characters or fewer.`,
  emptyReport: 'Write the report before publishing it.',
} as const;

export const MARKET_REPORT_STATUSES = ['draft', 'published'] as const;
