import { escapeHtml } from '../../../http/html.ts';
import type { Body, Catalogue } from './types.ts';

export type Rendered = { subject: string; text: string; html: string };

type Frame = { catalogue: Catalogue; company: string; name: string; url: string };

/** Line breaks of a reason are kept. */
const multiline = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** A message's content as plain text blocks: its lines, facts, table, items and the link to act on. */
export function contentBlocks(body: Body, url: string): string[] {
  const blocks: string[] = [body.lines.join('\n')];
  if (body.facts.length) blocks.push(body.facts.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (body.table) {
    const [first, ...columns] = body.table.head;
    const rows = body.table.rows.map(
      ([name, ...counts]) => `${first}: ${name} — ${columns.map((c, k) => `${c}: ${counts[k]}`).join(', ')}`,
    );
    blocks.push([body.table.caption, ...rows].join('\n'));
  }
  if (body.items) blocks.push(body.items.map((item) => `• ${item.text}\n  ${item.url}`).join('\n'));
  blocks.push(`${body.action}: ${url}`);
  return blocks;
}

function plainText(body: Body, f: Frame): string {
  const blocks = [f.catalogue.greeting(f.name), ...contentBlocks(body, f.url), `—\n${f.catalogue.footer(f.company)}`];
  return `${blocks.join('\n\n')}\n`;
}

const P = 'margin:0 0 12px;';
const CELL = 'padding:6px 12px 6px 0;border-bottom:1px solid #e3e6ea;text-align:left;vertical-align:top;';
const LINK = 'color:#1565c0;';

function factsHtml(body: Body): string {
  if (!body.facts.length) return '';
  const rows = body.facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${CELL}font-weight:normal;color:#4a5260;white-space:nowrap;">${escapeHtml(label)}</th><td style="${CELL}">${multiline(value)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;margin:16px 0;font-size:15px;">${rows}</table>`;
}

function tableHtml(body: Body): string {
  if (!body.table) return '';
  const head = body.table.head
    .map((h, k) => `<th scope="col" style="${CELL}${k ? 'text-align:right;' : ''}">${escapeHtml(h)}</th>`)
    .join('');
  const rows = body.table.rows
    .map(
      ([name, ...counts]) =>
        `<tr><th scope="row" style="${CELL}font-weight:normal;">${escapeHtml(name)}</th>${counts
          .map((c) => `<td style="${CELL}text-align:right;">${escapeHtml(c)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;margin:16px 0;font-size:15px;width:100%;"><caption style="text-align:left;font-weight:bold;padding-bottom:8px;">${escapeHtml(body.table.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function itemsHtml(body: Body): string {
  if (!body.items?.length) return '';
  const items = body.items
    .map(
      (item) =>
        `<li style="margin:0 0 8px;"><a href="${escapeHtml(item.url)}" style="${LINK}">${escapeHtml(item.text)}</a></li>`,
    )
    .join('');
  return `<ul style="margin:16px 0;padding-left:20px;">${items}</ul>`;
}

function html(body: Body, f: Frame): string {
  const url = escapeHtml(f.url);
  const company = escapeHtml(f.company);
  return `<!doctype html>
<html lang="${f.catalogue.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1f2328;font-size:16px;line-height:1.5;">
<tr><td style="padding:16px 28px;border-bottom:1px solid #e3e6ea;font-size:14px;font-weight:bold;color:#4a5260;">${company}</td></tr>
<tr><td style="padding:24px 28px;">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;">${escapeHtml(body.subject)}</h1>
<p style="${P}">${escapeHtml(f.catalogue.greeting(f.name))}</p>
${body.lines.map((line) => `<p style="${P}">${escapeHtml(line)}</p>`).join('\n')}
${factsHtml(body)}${tableHtml(body)}${itemsHtml(body)}
<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;background:#1565c0;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold;">${escapeHtml(body.action)}</a></p>
<p style="margin:0;font-size:13px;color:#4a5260;">${escapeHtml(f.catalogue.linkHint)}<br><a href="${url}" style="${LINK}word-break:break-all;">${url}</a></p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e3e6ea;font-size:12px;color:#5c6470;">${escapeHtml(f.catalogue.footer(f.company))}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

/** One message in both parts: the plain text and the same content as a simple, accessible HTML page. */
export function layOut(body: Body, frame: Frame): Rendered {
  return { subject: body.subject, text: plainText(body, frame), html: html(body, frame) };
}
