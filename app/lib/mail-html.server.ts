// The HTML part of the mails the site sends on its own (parents' messages, absences): one plain layout, no images, no
// tracking, inline styles only (mail programs drop style sheets).
import { mailDomain } from "./mail.server";

import { escapeHtml } from "./text";

export { escapeHtml };

/** A paragraph's style. */
export const ALINEA = "margin:0 0 12px;line-height:1.5";

/** A whole mail: its title, its body (HTML) and the footer's line (HTML) under a rule. */
export function htmlMail(titel: string, body: string, voet: string): string {
  return [
    "<!doctype html>",
    '<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(titel)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px">',
    '<div style="max-width:560px;margin:0 auto">',
    body,
    '<hr style="border:none;border-top:1px solid #d1d5db;margin:24px 0">',
    `<p style="${ALINEA};font-size:14px;color:#4b5563">${voet}</p>`,
    "</div></body></html>",
  ].join("\n");
}

/** Label and value rows ('Uur', '14:00 - 17:00') as a table that reads well in every mail program. */
export function rijenHtml(rijen: readonly (readonly [string, string])[]): string {
  const cellen = rijen
    .map(([k, v]) => `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`)
    .join("");
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${cellen}</table>`;
}

/** One Message-ID per outbox row: a mail server that got it twice can tell. */
export function messageId(key: string): string {
  return `<${key.replace(/[^A-Za-z0-9.-]/g, ".")}@${mailDomain()}>`;
}
