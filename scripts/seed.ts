// npm run seed                 seeds the demo data into an empty database (as `npm start` does)
// npm run seed -- --cars 10000 adds that many synthetic cars for scale tests
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { openRuntime } from '../server/runtime';
import { seedDemoDataIfEmpty, seedSyntheticCars } from '../server/seed/seed-demo';
import { generateSyntheticCars } from '../server/seed/synthetic-cars';

const { values } = parseArgs({ options: { cars: { type: 'string' }, seed: { type: 'string' } } });

try {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const runtime = await openRuntime(config);
  try {
    if (values.cars !== undefined) {
      const count = Number(values.cars);
      if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
        throw new Error('--cars takes a whole number from 1 to 1000000');
      }
      const generated = generateSyntheticCars(
        count,
        values.seed ? Number(values.seed) : Date.now(),
      );
      await seedSyntheticCars(runtime.database.db, runtime.images, generated, logger);
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
  console.error(
    `seed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
