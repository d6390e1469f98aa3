// A housekeeping task run now and then every `everyMs` (the photo and retention sweeps). A failed
// run is logged and the next one tries again; stop() waits for a run under way, so the database
// is not closed beneath it.
import type { Logger } from './logger';

export interface Periodic {
  stop(): Promise<void>;
}

export function startPeriodic(
  what: string,
  task: () => Promise<unknown>,
  logger: Logger,
  everyMs: number,
): Periodic {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(task)
      .catch((error: unknown) => logger.warn({ err: error }, `${what} failed`));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
