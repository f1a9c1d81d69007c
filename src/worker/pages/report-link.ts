/**
 * The "Report" links that open the report form (moderation/report-page.ts): plain links,
 * so they work without script; the form says what it reports and asks the reason.
 */
import { html, type Html } from './layout.ts';

export const reportLink = (href: string, label: string): Html =>
  html`<a class="report-link" href="${href}" rel="nofollow">${label}</a>`;
