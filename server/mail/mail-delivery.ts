// Lead mail's way out as the server wires it: the transport the configuration names (SMTP_URL,
// else .eml files under DATA_DIR/mail) with the outbox's delivery worker over it. One function so
// the server, the crash test's app instance and the delivery bench start the same thing.
import type { Config } from '../config';
import { openMailTransport } from './mail-transport';
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';

export interface MailDelivery extends OutboxWorker {
  /** Where mail goes (the transport's target, for the start-up banner). */
  target: string;
}

export function startMailDelivery(
  config: Pick<Config, 'smtpUrl' | 'dataDir'>,
  options: Omit<OutboxWorkerOptions, 'transport'>,
): MailDelivery {
  const transport = openMailTransport(config);
  return { target: transport.target, ...startOutboxWorker({ ...options, transport }) };
}
