import type { FakeInvoice, FakeStripeState } from './state.js';

// invoice_pdf: a real, small PDF (one page, Helvetica, a valid cross-reference table) for an invoice, as
// pay.stripe.com/invoice/…/pdf answers in production. It says what a tax invoice must: the seller, the customer with
// their address and tax IDs, the lines, each tax with its reason, the total, and "Reverse charge" when it applies.

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
// PDF strings: backslash and parentheses are escaped; the sandbox's text is ASCII.
const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

export function invoiceLines(state: FakeStripeState, invoice: FakeInvoice): string[] {
  const customer = state.customers.get(invoice.customer);
  const a = invoice.customer_address;
  const lines = [
    'INVOICE',
    `Invoice number ${invoice.number ?? invoice.id}`,
    `Date ${new Date(invoice.created * 1000).toISOString().slice(0, 10)}`,
    'From: HostFree (Sandbox Stripe account)',
    `Bill to: ${invoice.customer_name ?? customer?.name ?? ''} <${invoice.customer_email ?? ''}>`,
  ];
  if (a) lines.push(`Address: ${[a.line1, a.postal_code, a.city, a.state, a.country].filter(Boolean).join(', ')}`);
  for (const t of invoice.customer_tax_ids) lines.push(`Tax ID (${t.type}): ${t.value}`);
  lines.push(`${invoice.description ?? 'Subscription'}: ${money(invoice.subtotal, invoice.currency)}`);
  for (const tax of invoice.total_taxes) {
    const rate = tax.taxable_amount ? Math.round((tax.amount / tax.taxable_amount) * 1000) / 10 : 0;
    lines.push(`Tax ${rate}% (${tax.taxability_reason}): ${money(tax.amount, invoice.currency)}`);
  }
  lines.push(`Total: ${money(invoice.amount_due, invoice.currency)}`);
  if (invoice.total_taxes.some((t) => t.taxability_reason === 'reverse_charge'))
    lines.push('Reverse charge: the customer accounts for the VAT.');
  lines.push(`Status: ${invoice.status}`);
  return lines;
}

export function invoicePdf(state: FakeStripeState, invoice: FakeInvoice): Buffer {
  const text = invoiceLines(state, invoice)
    .map((line, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 56 ${780 - i * 22} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
