// npm run admin -- <username>   sets (or resets) an admin's password from the terminal.
// The password is read without echo on a terminal, or as one line from standard input;
// --generate prints a random strong one instead; --name sets the display name too.
// npm run admin -- <username> --name "<Display Name>" --name-only   changes only the name.
// npm run admin -- <username> --name "<Display Name>" --invite   prints an invitation link
// (docs/product.md#staff-accounts) instead: the invitee chooses their own password.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { USERNAME_RULE, usernameProblem } from '../common/schemas/auth';
import { DISPLAY_NAME_MAX_LENGTH } from '../common/schemas/staff';
import { generateAllowedPassword, passwordPolicyProblem } from '../server/auth/password-policy';
import type { Services } from '../server/services';

const USAGE = [
  `usage: npm run admin -- <username> [--generate] [--name "<Display Name>"]   set a password`,
  `       npm run admin -- <username> --name "<Display Name>" --name-only   set the name only`,
  `       npm run admin -- <username> --name "<Display Name>" --invite   print an invitation link`,
  `       (username: ${USERNAME_RULE})`,
].join('\n');

function usage(problem?: string): never {
  if (problem) console.error(`admin: ${problem}`);
  console.error(USAGE);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      generate: { type: 'boolean', default: false },
      name: { type: 'string' },
      'name-only': { type: 'boolean', default: false },
      invite: { type: 'boolean', default: false },
    },
  });
} catch (error) {
  // An unknown option or a missing value: say which, then how to call it (no stack trace).
  usage(error instanceof Error ? error.message.split('. ')[0] : String(error));
}
const { positionals, values } = parsed;
if (positionals.length > 1) usage('one username at a time');
const username = positionals[0];
if (!username) usage();
const badUsername = usernameProblem(username);
if (badUsername) usage(`the username ${badUsername}`);
const displayName = values.name?.trim();
if (values.name !== undefined && !displayName) usage('the display name is empty');
if (displayName && displayName.length > DISPLAY_NAME_MAX_LENGTH) {
  usage(`the display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`);
}
if ((values.invite || values['name-only']) && !displayName)
  usage('--name "<Display Name>" is needed');
if (values.invite && (values.generate || values['name-only'])) usage('--invite sets no password');

/** The database, for `work`, closed afterwards. Loaded late: usage mistakes are answered first. */
async function withServices<T>(
  work: (services: Services, publicUrl: string | undefined) => Promise<T>,
): Promise<T> {
  const { loadConfig } = await import('../server/config');
  const { openRuntime } = await import('../server/runtime');
  const config = loadConfig();
  const runtime = await openRuntime(config);
  try {
    return await work(runtime.services, config.publicUrl);
  } finally {
    await runtime.database.close();
  }
}

if (values.invite || values['name-only']) {
  try {
    await withServices(async (services, publicUrl) => {
      if (values['name-only']) {
        if (!(await services.users.setDisplayName(username, displayName!))) {
          throw new Error(`there is no admin ${username}`);
        }
        console.log(`Display name of ${username} set to ${displayName}.`);
        return;
      }
      const invitation = await services.staff.invite(
        { username, displayName: displayName! },
        { id: null, username: null },
      );
      const base = publicUrl?.replace(/\/$/, '') ?? '';
      console.log(
        `Invitation for ${displayName} (${username}), valid until ${invitation.expiresAt}:`,
      );
      console.log(`${base}${invitation.path}`);
      if (!base) console.log('(a path on the site: PUBLIC_URL is not set)');
    });
    process.exit(0);
  } catch (error) {
    console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = createInterface({ input });
    for await (const line of rl) return line;
    return '';
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') process.exit(130);
        if (char === '\u007f') value = value.slice(0, -1);
        else value += char;
      }
    };
    input.on('data', onData);
  });
}

try {
  let password: string;
  if (values.generate) {
    password = generateAllowedPassword(username);
  } else {
    password = await readPassword(`New password for ${username}: `);
    // The rules of every password set (docs/product.md#passwords): length, the common-password
    // list, the username and the dealership's name.
    const problem = passwordPolicyProblem(password, { username });
    if (problem) throw new Error(`the password ${problem}`);
    if (process.stdin.isTTY && (await readPassword('Repeat it: ')) !== password) {
      throw new Error('the passwords do not match');
    }
  }
  // Loaded only now: a usage or password mistake is answered without loading the database code.
  await withServices(async (services) => {
    const created = await services.users.setUserPassword(username, password);
    console.log(`${created ? 'Created admin' : 'Password changed for'} ${username}.`);
    if (displayName) {
      await services.users.setDisplayName(username, displayName);
      console.log(`Display name: ${displayName}.`);
    }
    if (values.generate) console.log(`Password: ${password}`);
  });
} catch (error) {
  console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
