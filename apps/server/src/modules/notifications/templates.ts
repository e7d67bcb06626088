import { catalogueOf, directionOf, type Language, type SupportSettings } from '@market/shared';
import { supportIn } from '../../lib/support-in-language.js';

/**
 * The e-mail every notification and account message is rendered into: one layout in the product's
 * look (its name, its green button), the recipient's name, a sentence or two, a button to the page,
 * and in the footer why they got it and how to stop it. HTML and plain text say the same thing, in
 * the recipient's language (Urdu right to left).
 */
export type MailContent = {
  /** The recipient's language: every fixed text of the layout, and its direction. */
  language: Language;
  subject: string;
  recipientName: string;
  /** Paragraphs of plain text (escaped in the HTML). */
  paragraphs: string[];
  /** Quoted lines, such as unread messages (`who`: their sender). */
  quotes?: { who: string; text: string }[];
  button: { label: string; url: string };
  /** Why this e-mail came, and (unless security mail) the link that stops this kind. */
  footer: string;
  unsubscribeUrl?: string;
};

// The site's brand greens: the button's is dark enough for white text (contrast above 4.5:1).
export const brand = { name: 'Kaamkar', color: '#1dbf73', button: '#0f8a52', dark: '#0b6e42' };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `support`: how to reach support (the SUPPORT_* settings), said at the foot of every e-mail. */
export function renderMail(c: MailContent, support: SupportSettings): { subject: string; html: string; text: string } {
  const catalogue = catalogueOf(c.language);
  const t = { mail: catalogue.mailTexts, support: catalogue.supportTexts };
  const dir = directionOf[c.language];
  // Logical sides: the text's start is the left in English, the right in Urdu (the quote's bar too).
  const start = dir === 'rtl' ? 'right' : 'left';
  const align = dir === 'rtl' ? 'text-align:right;' : '';
  const help = t.support.mailLine(supportIn(support, c.language));
  const paragraphs = c.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(p)}</p>`).join('');
  const quotes = (c.quotes ?? [])
    .map(
      (q) =>
        `<div style="margin:0 0 12px;padding:8px 12px;border-${start}:3px solid ${brand.color};background:#f3f4f6"><div style="font-size:13px;color:#6b7280">${escapeHtml(q.who)}</div><div style="font-size:15px;line-height:22px;color:#111827;white-space:pre-wrap">${escapeHtml(q.text)}</div></div>`,
    )
    .join('');
  const unsubscribe = c.unsubscribeUrl
    ? ` <a href="${escapeHtml(c.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(t.mail.unsubscribeLink)}</a>.`
    : '';
  const html = `<!doctype html>
<html lang="${c.language}"${dir === 'rtl' ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f9fafb;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f9fafb;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"${dir === 'rtl' ? ' dir="rtl"' : ''} style="max-width:560px;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e5e7eb;${align}font-size:22px;font-weight:700;color:${brand.dark}">${brand.name}<span style="color:${brand.color}">.</span></td></tr>
<tr><td style="padding:28px${dir === 'rtl' ? ';text-align:right' : ''}">
<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(t.mail.greeting(c.recipientName))}</p>
${paragraphs}${quotes}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 8px"><tr><td style="border-radius:6px;background:${brand.button}">
<a href="${escapeHtml(c.button.url)}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escapeHtml(c.button.label)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;${align}font-size:13px;line-height:20px;color:#6b7280">${escapeHtml(c.footer)}${unsubscribe}<br>${escapeHtml(help)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    t.mail.greeting(c.recipientName),
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.quotes ?? []).flatMap((q) => [`${q.who}:`, ...q.text.split('\n').map((l) => `> ${l}`), '']),
    `${c.button.label}: ${c.button.url}`,
    '',
    '--',
    c.footer,
    ...(c.unsubscribeUrl ? [t.mail.unsubscribeLine(c.unsubscribeUrl)] : []),
    help,
    '',
    `${brand.name}`,
  ].join('\n');
  return { subject: c.subject, html, text };
}
