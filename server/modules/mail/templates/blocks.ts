import { textDirection } from '../../../../contract/i18n/locales.js';
// One template, two bodies: a template is a list of blocks, rendered once as plain text and once as HTML, so
// the two can never say different things. Every value is escaped for HTML; nothing from a user is markup.

export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'fields'; fields: [label: string, value: string][] }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'note'; text: string };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** Where an answer by mail should go (a support thread's signed reply address). */
  replyTo?: string;
  /** The language it is written in (a converted template says so): the HTML carries lang and dir, mirrored for RTL. */
  locale?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export const p = (text: string): MailBlock => ({ kind: 'text', text });
export const fields = (...rows: [string, string][]): MailBlock => ({ kind: 'fields', fields: rows });
export const button = (label: string, url: string): MailBlock => ({ kind: 'button', label, url });
export const note = (text: string): MailBlock => ({ kind: 'note', text });

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Only http(s) links make it into a mail; anything else is shown as text. */
function safeUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

export function renderText(content: MailContent, brand: string): string {
  const lines: string[] = [content.heading, ''];
  for (const block of content.blocks) {
    if (block.kind === 'text' || block.kind === 'note') lines.push(block.text, '');
    if (block.kind === 'fields') {
      for (const [label, value] of block.fields) lines.push(`${label}: ${value}`);
      lines.push('');
    }
    if (block.kind === 'button') lines.push(`${block.label}: ${block.url}`, '');
  }
  lines.push('--', brand);
  return lines.join('\n');
}

export function renderHtml(content: MailContent, brand: string): string {
  const lang = content.locale ?? 'en';
  const dir = textDirection(lang);
  // Mail clients ignore CSS logical properties: the label's gap goes on the side facing its value.
  const labelPadding = dir === 'rtl' ? '4px 0 4px 16px' : '4px 16px 4px 0';
  const body = content.blocks
    .map((block) => {
      switch (block.kind) {
        case 'text':
          return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
        case 'note':
          return `<p style="margin:0 0 16px;color:#6b7280;font-size:13px">${escapeHtml(block.text)}</p>`;
        case 'fields':
          return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.fields
            .map(
              ([label, value]) =>
                `<tr><td style="padding:${labelPadding};color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 0;font-family:monospace">${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`;
        case 'button': {
          const url = safeUrl(block.url);
          return url
            ? `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>`
            : `<p style="margin:0 0 16px">${escapeHtml(block.label)}: ${escapeHtml(block.url)}</p>`;
        }
      }
    })
    .join('\n');
  return `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${body}
<p style="margin:24px 0 0;color:#6b7280;font-size:12px">${escapeHtml(brand)}</p>
</div></body></html>`;
}

export function render(content: MailContent, brand: string): RenderedMail {
  return {
    subject: content.subject,
    text: renderText(content, brand),
    html: renderHtml(content, brand),
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}
