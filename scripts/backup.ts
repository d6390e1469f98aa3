// npm run backup -- <file>    writes DATA_DIR's embedded database and photos to <file> (server stopped)
// npm run restore -- <file>   restores such a file into a new, empty DATA_DIR
// (docs/deploy.md#backups; server/backup/embedded-backup.ts).
import path from 'node:path';
import { BackupError, backupEmbedded, restoreEmbedded } from '../server/backup/embedded-backup';
import { ConfigError, loadConfig } from '../server/config';

const [mode, file, ...extra] = process.argv.slice(2);
if ((mode !== 'backup' && mode !== 'restore') || !file || extra.length > 0) {
  console.error(`usage: npm run ${mode === 'restore' ? 'restore' : 'backup'} -- <file>`);
  process.exit(2);
}
try {
  const config = loadConfig();
  const target = path.resolve(file);
  const counts =
    mode === 'backup'
      ? await backupEmbedded(config, target)
      : await restoreEmbedded(config, target);
  const done =
    mode === 'backup'
      ? `Backed up ${config.dataDir} to ${target}`
      : `Restored ${target} into ${config.dataDir}`;
  console.log(
    `${done}: ${counts.cars} cars, ${counts.posts} posts, ` +
      `${counts.leads + counts.contacts + counts.appraisals} requests, ` +
      `${counts.photos} photos (${counts.files} files).`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(`${mode}: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
