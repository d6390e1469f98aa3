// The architecture and naming rules of eslint.config.js, run on made-up files through ESLint's
// Node API, so a rule that stops firing (a plugin update, a moved folder) fails here instead of
// silently letting violations in. The imports name real files: the boundaries rule resolves them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The ids of the rules that report on `code` as the file `file` (relative to the root). */
async function rulesBroken(file: string, code = 'export {};\n'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const use = (source: string) => `import * as x from '${source}';\nexport const y = x;\n`;

describe('features do not import each other', () => {
  it.each([
    ['~/features/inventory/car-card', 'by the ~ alias'],
    ['../inventory/car-card', 'by a relative path'],
  ])('a feature importing another one (%s, %s) is an error', async (source) => {
    expect(await rulesBroken('app/features/blog/x.tsx', use(source))).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it('a feature imports its own files, app/lib and app/components', async () => {
    const code = [
      use('./car-card'),
      "import { cn } from '~/lib/cn';",
      "import { Button } from '~/components/ui/button';",
      'export const z = [cn, Button];',
    ].join('\n');
    expect(await rulesBroken('app/features/inventory/x.tsx', code)).toEqual([]);
  });
});

describe('app/components does not import features', () => {
  it('a component importing a feature is an error', async () => {
    expect(await rulesBroken('app/components/x.tsx', use('~/features/inventory/car-card'))).toEqual(
      ['boundaries/dependencies'],
    );
  });
});

describe('app/components/ui is free of app logic', () => {
  it.each([
    '~/lib/api-client',
    '../../lib/toast',
    '../../../common/format',
    '~/components/site-footer',
    '~/features/inventory/car-card',
    'zod',
    'react-router',
  ])('a ui file importing %s is an error', async (source) => {
    expect(await rulesBroken('app/components/ui/x.tsx', use(source))).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it('a ui file imports React, Radix, cva, lucide-react, ~/lib/cn and other ui files', async () => {
    const code = [
      "import { useState } from 'react';",
      "import * as Dialog from 'radix-ui/dialog';",
      "import { cva } from 'class-variance-authority';",
      "import X from 'lucide-react/icons/x';",
      "import { cn } from '~/lib/cn';",
      "import { Button } from './button';",
      'export const z = [useState, Dialog, cva, X, cn, Button];',
    ].join('\n');
    expect(await rulesBroken('app/components/ui/x.tsx', code)).toEqual([]);
  });

  it("imports icons and Radix primitives one by one, never the libraries' index", async () => {
    const code = [
      "import { Dialog } from 'radix-ui';",
      "import { X } from 'lucide-react';",
      "import type { LucideIcon } from 'lucide-react';",
      'export const z = [Dialog, X];',
      'export type Icon = LucideIcon;',
    ].join('\n');
    expect(await rulesBroken('app/components/ui/x.tsx', code)).toEqual([
      '@typescript-eslint/no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('holds for every ui file, the toaster too', async () => {
    expect(await rulesBroken('app/components/ui/sonner.tsx', use('~/lib/toast'))).toEqual([
      'boundaries/dependencies',
    ]);
  });
});

describe('file and folder names are kebab-case', () => {
  it.each([
    'app/lib/useThing.ts',
    'common/schemas/Car.ts',
    'server/services/car_service.ts',
    'scripts/runE2e.mjs',
    'tests/e2e/ShopHome.spec.ts',
    'bench/JsBytes.mjs',
    'app/features/Inventory/x.tsx',
    'scripts/ci/Start_Gateway.sh',
    'app/App.css',
  ])('%s is an error', async (file) => {
    const broken = await rulesBroken(
      file,
      file.endsWith('.sh') || file.endsWith('.css') ? '' : undefined,
    );
    expect(
      broken.some((rule) => rule.startsWith('check-file/')),
      broken.join(),
    ).toBe(true);
  });

  it.each([
    'app/lib/use-thing.ts',
    'app/features/inventory/car-card.tsx',
    'server/services/user-service.int.test.ts',
    'tests/e2e/shop-home.spec.ts',
    'tests/s3/car-images-s3.s3.test.ts',
    'scripts/ci/start-s3-gateway.sh',
    'app/routes/+types/car-detail.ts',
  ])('%s is fine', async (file) => {
    expect(await rulesBroken(file, file.endsWith('.sh') ? '' : undefined)).toEqual([]);
  });
});

describe('common/ takes zod from common/schemas/zod.ts (no compiled parsers in the browser)', () => {
  it('a schema importing zod itself is an error; its types are fine', async () => {
    expect(await rulesBroken('common/schemas/x.ts', use('zod'))).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    const typeOnly = "import type { z } from 'zod';\nexport type Y = z.ZodType;\n";
    expect(await rulesBroken('common/schemas/x.ts', typeOnly)).toEqual([]);
    expect(await rulesBroken('common/schemas/x.ts', use('./zod'))).toEqual([]);
  });
});
