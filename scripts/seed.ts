// npm run seed                 seeds the demo data into an empty database (as `npm start` does)
// npm run seed -- --cars 10000 adds that many synthetic cars for scale tests (--seed N repeats a
//                              run's cars; their VINs are new each time)
import { parseArgs } from 'node:util';

const USAGE = 'usage: npm run seed [-- --cars <1-1000000> [--seed <whole number>]]';

function usage(problem: string): never {
  console.error(`seed: ${problem}`);
  console.error(USAGE);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({ options: { cars: { type: 'string' }, seed: { type: 'string' } } });
} catch (error) {
  usage(error instanceof Error ? error.message.split('. ')[0]! : String(error));
}
const { values } = parsed;
const count = values.cars === undefined ? undefined : Number(values.cars);
if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > 1_000_000)) {
  usage('--cars takes a whole number from 1 to 1000000');
}
const seed = values.seed === undefined ? Date.now() : Number(values.seed);
if (!Number.isSafeInteger(seed)) usage('--seed takes a whole number');
if (values.seed !== undefined && count === undefined) usage('--seed goes with --cars');

try {
  // Loaded after the arguments are checked: a typo is answered at once.
  const { loadConfig } = await import('../server/config');
  const { createLogger } = await import('../server/logger');
  const { openRuntime } = await import('../server/runtime');
  const { seedDemoDataIfEmpty, seedSyntheticCars } = await import('../server/seed/seed-demo');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const runtime = await openRuntime(config);
  try {
    if (count !== undefined) {
      await seedSyntheticCars(runtime.database.db, runtime.images, { count, seed, logger });
      console.log(`Added ${count} synthetic cars.`);
    } else {
      const seeded = await seedDemoDataIfEmpty(runtime.database.db, runtime.images, {
        authorId: null,
        logger,
      });
      console.log(seeded ? 'Demo data seeded.' : 'The database already has data: nothing seeded.');
    }
  } finally {
    await runtime.database.close();
  }
} catch (error) {
  console.error(`seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
