// The e-mail staff get for every new request: everything a salesperson needs to call back from a
// phone (who, what, the car with its link, a tap-to-call number, the message, the request in the
// admin area). Text and HTML parts say the same; every shopper's word is escaped in the HTML.
import { formatMileage, formatPrice } from '../../common/format';
import { TEST_DRIVE_INTEREST } from '../../common/constants';
import {
  ADMIN_INBOX,
  carName,
  dealershipTime,
  escapeHtml,
  oneLine,
  shopperOf,
  telHref,
  type ComposedMail,
  type RequestForMail,
} from './request-mail';

interface Row {
  label: string;
  value: string;
  href?: string;
}

/** What the request is about: a heading, the subject's topic and the rows about the car. */
function topicOf(
  mail: RequestForMail,
  siteUrl: string,
): { title: string; about: string; rows: Row[] } {
  if (mail.type === 'appraisal') {
    const r = mail.request;
    const car = `${carName(r)}, ${formatMileage(r.mileage)}`;
    return {
      title: 'Appraisal request',
      about: car,
      rows: [
        { label: 'Their car', value: carName(r) },
        { label: 'Mileage', value: formatMileage(r.mileage) },
        { label: 'Condition', value: r.condition[0]!.toUpperCase() + r.condition.slice(1) },
        {
          label: 'Asking price',
          value: r.askingPrice == null ? 'not given' : formatPrice(r.askingPrice),
        },
      ],
    };
  }
  if (mail.type === 'contact') {
    const interest = mail.request.interest ?? 'General Inquiry';
    return {
      title: 'Contact message',
      about: interest,
      rows: [{ label: 'Interested in', value: interest }],
    };
  }
  const { request: lead, car } = mail;
  const title =
    !lead.interest || lead.interest === TEST_DRIVE_INTEREST ? 'Test-drive request' : lead.interest;
  if (!car) return { title, about: 'no car named', rows: [] };
  return {
    title,
    about: `${carName(car)} (${car.stockNumber})`,
    rows: [
      { label: 'Car', value: carName({ ...car }), href: `${siteUrl}/cars/${car.id}` },
      { label: 'Stock no.', value: car.stockNumber },
      { label: 'Price', value: formatPrice(car.price) },
      { label: 'Mileage', value: formatMileage(car.mileage) },
      ...(car.vin ? [{ label: 'VIN', value: car.vin }] : []),
    ],
  };
}

export function composeStaffNotification(mail: RequestForMail, siteUrl: string): ComposedMail {
  const shopper = shopperOf(mail);
  const topic = topicOf(mail, siteUrl);
  const adminUrl = `${siteUrl}/admin/${ADMIN_INBOX[mail.type]}/${mail.request.id}`;
  const who: Row[] = [
    { label: 'Name', value: shopper.fullName },
    ...(shopper.phone
      ? [{ label: 'Phone', value: shopper.phone, href: telHref(shopper.phone) }]
      : []),
    { label: 'Email', value: shopper.email, href: `mailto:${shopper.email}` },
  ];
  const received = dealershipTime(mail.request.createdAt);
  const heading = `${topic.title} from ${shopper.fullName}`;
  const message = shopper.message?.trim() || null;

  const textRows = (rows: Row[]) =>
    rows.map(
      (row) =>
        `${row.label}: ${row.value}${row.href && !row.href.startsWith('mailto:') && !row.href.startsWith('tel:') ? ` (${row.href})` : ''}`,
    );
  const text = [
    heading,
    '',
    ...textRows(who),
    ...(topic.rows.length ? ['', ...textRows(topic.rows)] : []),
    '',
    'Message:',
    message ?? '(none)',
    '',
    `Received: ${received}`,
    `Open the request: ${adminUrl}`,
    '',
  ].join('\n');

  const htmlRows = (rows: Row[]) =>
    rows
      .map((row) => {
        const value = row.href
          ? `<a href="${escapeHtml(row.href)}">${escapeHtml(row.value)}</a>`
          : escapeHtml(row.value);
        return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:normal">${escapeHtml(row.label)}</th><td style="padding:4px 0">${value}</td></tr>`;
      })
      .join('');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.4;color:#111">',
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(heading)}</h1>`,
    `<table role="presentation" cellspacing="0" cellpadding="0">${htmlRows([...who, ...topic.rows])}</table>`,
    '<h2 style="font-size:16px;margin:16px 0 4px">Message</h2>',
    `<p style="white-space:pre-wrap;margin:0">${message ? escapeHtml(message) : '<em>(none)</em>'}</p>`,
    `<p style="color:#555;margin:16px 0 4px">Received: ${escapeHtml(received)}</p>`,
    `<p style="margin:16px 0"><a href="${escapeHtml(adminUrl)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;text-decoration:none;border-radius:6px">Open the request</a></p>`,
    '</body></html>',
  ].join('\n');

  return {
    subject: oneLine(`${topic.title}: ${topic.about} – ${shopper.fullName}`),
    text,
    html,
  };
}
