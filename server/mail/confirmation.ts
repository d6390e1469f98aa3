// The shopper's confirmation (SEND_CONFIRMATIONS=true): a short transactional note that the
// request arrived and what happens next. No marketing in it (CASL).
import { SITE, formatAddress } from '../../common/site';
import {
  carName,
  escapeHtml,
  shopperOf,
  type ComposedMail,
  type RequestForMail,
} from './request-mail';

function whatTheyAsked(mail: RequestForMail): string {
  if (mail.type === 'appraisal') return `your appraisal request for your ${carName(mail.request)}`;
  if (mail.type === 'contact') return 'your message';
  return mail.car ? `your request about the ${carName(mail.car)}` : 'your request';
}

export function composeConfirmation(mail: RequestForMail, siteUrl: string): ComposedMail {
  const shopper = shopperOf(mail);
  const promise =
    mail.type === 'appraisal' ? SITE.replyPromise.appraisal : SITE.replyPromise.message;
  const paragraphs = [
    `Hi ${shopper.firstName},`,
    `Thank you for ${whatTheyAsked(mail)}. ${promise}`,
    `If it can't wait, call us at ${SITE.phone.display}.`,
  ];
  const signature = [SITE.name, formatAddress(), siteUrl];
  const text = [...paragraphs.flatMap((p) => [p, '']), ...signature, ''].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.4;color:#111">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p style="color:#555">${signature
      .map((line, i) =>
        i === signature.length - 1
          ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>`
          : escapeHtml(line),
      )
      .join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `We received your request – ${SITE.name}`, text, html };
}
