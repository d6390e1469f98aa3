// The text lengths of the API's input schemas and of the columns that store them are written in
// two places (zod in common/schemas, varchar(n) here). This holds them together: a longer limit
// in zod would let the API accept what the database refuses (a 500 instead of a 400).
import { getTableColumns, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BlogPostInputSchema } from '../../common/schemas/blog';
import { CarInputSchema } from '../../common/schemas/car';
import {
  AppraisalInputSchema,
  ContactInputSchema,
  LeadInputSchema,
} from '../../common/schemas/requests';
import { appraisals, blogPosts, cars, contacts, leads } from './schema';

interface JsonField {
  maxLength?: number;
  enum?: unknown[];
  anyOf?: JsonField[];
}

/** The longest text a field of the input takes: its maxLength, or its longest enum value. */
function longestAccepted(field: JsonField): number | undefined {
  if (field.maxLength !== undefined) return field.maxLength;
  if (field.enum) return Math.max(...field.enum.map((value) => String(value).length));
  const lengths = (field.anyOf ?? []).map(longestAccepted).filter((n) => n !== undefined);
  return lengths.length ? Math.max(...lengths) : undefined;
}

const PAIRS: [string, z.ZodType, Table][] = [
  ['cars', CarInputSchema, cars],
  ['leads', LeadInputSchema, leads],
  ['contacts', ContactInputSchema, contacts],
  ['appraisals', AppraisalInputSchema, appraisals],
  ['blog_posts', BlogPostInputSchema, blogPosts],
];

describe('text columns and the input schemas that fill them', () => {
  it.each(PAIRS)(
    '%s: each varchar(n) field is limited to n by its schema',
    (_name, schema, table) => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
        $defs: Record<string, { properties: Record<string, JsonField> }>;
      };
      const fields = Object.values(json.$defs)[0]!.properties;
      let checked = 0;
      for (const [key, column] of Object.entries(getTableColumns(table))) {
        const length = (column as { length?: number }).length;
        if (column.columnType !== 'PgVarchar' || !fields[key]) continue;
        const accepted = longestAccepted(fields[key]);
        if (fields[key].enum || fields[key].anyOf?.some((f) => f.enum)) {
          expect(accepted, key).toBeLessThanOrEqual(length!);
        } else {
          expect(accepted, key).toBe(length);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(0);
    },
  );
});
