// The fault suite runs the built server as separate processes: build it first when stale.
import { ensureBuild } from '../../scripts/lib/ensure-build.mjs';

export default function setup() {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error(
      'The fault suite needs a PostgreSQL server: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).',
    );
  }
  ensureBuild();
}
