// Who lead mail goes to and from (MAIL_FROM, LEAD_NOTIFY_TO, CRM_ADF_TO, SEND_CONFIRMATIONS), and
// the address rule the settings are checked with.
import { SITE } from '../../common/site';

export interface MailSettings {
  /** The From of every mail: `address` or `Name <address>`. */
  from: string;
  /** Staff who get a notification of every request. */
  notifyTo: string[];
  /** The CRM's lead inbox: each request also goes there as one ADF/XML document. */
  crmAdfTo?: string;
  /** Whether the shopper gets a short confirmation. */
  sendConfirmations: boolean;
}

export const DEFAULT_MAIL_FROM = `${SITE.shortName} <no-reply@localhost>`;

/** Without LEAD_NOTIFY_TO, staff mail goes to the dealership's own address from the site settings. */
export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  from: DEFAULT_MAIL_FROM,
  notifyTo: [SITE.email],
  sendConfirmations: false,
};

// An addr-spec whose domain may be a single label (no-reply@localhost is fine for a relay on the
// same machine); quoted local parts and address literals are left out on purpose.
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
// `Display Name <address>`: the name may not hold the characters that end or start an address.
const NAMED = /^([^<>"\r\n,]*)<([^<>\s]+)>$/;

/** The bare address of `address` or `Name <address>`, or null when it is not one. */
export function mailboxAddress(mailbox: string): string | null {
  const value = mailbox.trim();
  const named = NAMED.exec(value);
  const address = named ? named[2]! : value;
  return ADDRESS.test(address) && address.length <= 254 ? address : null;
}

/** The domain part of a mailbox's address (for Message-IDs), or 'localhost'. */
export function mailboxDomain(mailbox: string): string {
  return mailboxAddress(mailbox)?.split('@')[1] ?? 'localhost';
}
