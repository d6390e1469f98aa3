import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './logger';

describe('serializeError', () => {
  it("keeps a failed statement and its cause, never the values it was given nor PostgreSQL's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_username_unique',
      detail: 'Key (email)=(ann@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "contacts" ("email", "message") values ($1, $2)',
      ['ann@example.com', 'line one\nparams: line two'],
      cause,
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('ann@example.com');
    expect(text).not.toContain('line one');
    expect(text).not.toContain('line two');
    const serialized = serializeError(error) as Record<string, unknown>;
    expect(serialized.message).toBe(
      'Failed query: insert into "contacts" ("email", "message") values ($1, $2): duplicate key value violates unique constraint',
    );
    expect(String(serialized.stack)).toMatch(
      /^Error: Failed query: insert into "contacts" \("email", "message"\) values \(\$1, \$2\)\n {4}at /,
    );
    // Any other error passes as pino serializes it.
    expect(serializeError(new Error('plain'))).toMatchObject({ type: 'Error', message: 'plain' });
  });
});
