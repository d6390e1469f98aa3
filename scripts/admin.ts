// npm run admin -- <username>   sets (or resets) an admin's password from the terminal.
// The password is read without echo on a terminal, or as one line from standard input;
// --generate prints a random strong one instead.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { USERNAME_RULE, usernameProblem } from '../common/schemas/auth';
import { generateAllowedPassword, passwordPolicyProblem } from '../server/auth/password-policy';

const USAGE = `usage: npm run admin -- <username> [--generate]   (username: ${USERNAME_RULE})`;

function usage(problem?: string): never {
  if (problem) console.error(`admin: ${problem}`);
  console.error(USAGE);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { generate: { type: 'boolean', default: false } },
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
  const { loadConfig } = await import('../server/config');
  const { openRuntime } = await import('../server/runtime');
  const runtime = await openRuntime(loadConfig());
  try {
    const created = await runtime.services.users.setUserPassword(username, password);
    console.log(`${created ? 'Created admin' : 'Password changed for'} ${username}.`);
    if (values.generate) console.log(`Password: ${password}`);
  } finally {
    await runtime.database.close();
  }
} catch (error) {
  console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
