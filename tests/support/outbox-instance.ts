// One app instance as its own process, for the crash test: the configuration from the
// environment, the database and services as the server opens them, and the outbox's delivery
// worker. With `submit`, it also stores one contact message and prints its id once committed.
// Stops on SIGTERM; the test kills it with SIGKILL to crash it.
import { pino } from 'pino';
import { ContactInputSchema } from '../../common/schemas/requests';
import { loadConfig } from '../../server/config';
import { startMailDelivery } from '../../server/mail/mail-delivery';
import { openRuntime } from '../../server/runtime';
import { buildContact } from '../factories/requests';

const config = loadConfig();
const { database, services } = await openRuntime(config);
const worker = startMailDelivery(config, {
  outbox: services.outbox,
  logger: pino({ level: 'silent' }),
  leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? 120_000),
});
if (process.argv.includes('submit')) {
  const contact = await services.contacts.create(ContactInputSchema.parse(buildContact()));
  process.stdout.write(`committed ${contact.id}\n`);
} else {
  process.stdout.write('ready\n');
}
process.on('SIGTERM', () => {
  void worker.stop().then(async () => {
    await database.close();
    process.exit(0);
  });
});
