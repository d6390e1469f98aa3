// `cn` resolves conflicting Tailwind classes as tailwind-merge does, without its weight: for every
// pair of classes under the same variants that the app's code gives to className, cn, clsx or cva
// (read from the source, so a class added tomorrow is checked too), both answer the same.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const APP = path.resolve(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const CLASS_NAME = /class|style/i;

/** Whether a string literal is (part of) class names: under className, cn/clsx/cva, or a name saying so. */
function inClassContext(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at)) return CLASS_NAME.test(at.name.getText());
    if (ts.isCallExpression(at) && /^(?:cn|clsx|cva)$/.test(at.expression.getText())) return true;
    if (
      (ts.isVariableDeclaration(at) || ts.isPropertyAssignment(at)) &&
      CLASS_NAME.test(at.name.getText())
    )
      return true;
  }
  return false;
}

function classTokens(): string[] {
  const tokens = new Set<string>();
  for (const file of sourceFiles(APP)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (
        (ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateHead(node) ||
          ts.isTemplateMiddle(node) ||
          ts.isTemplateTail(node)) &&
        inClassContext(node)
      ) {
        for (const token of node.text.split(/\s+/)) if (token) tokens.add(token);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...tokens].sort();
}

/** A class's variants and important mark: only classes sharing them can conflict. */
const variantsOf = (token: string) => {
  const utility = token.split(/:(?![^[]*\])/).pop()!;
  return token.slice(0, token.length - utility.length) + (/^!|!$/.test(utility) ? '!' : '');
};

describe('cn', () => {
  const tokens = classTokens();

  it('reads the classes of the code', () => {
    expect(tokens).toContain('px-4');
    expect(tokens).toContain('focus-visible:ring-2');
    expect(tokens.length).toBeGreaterThan(500);
  });

  it('keeps what tailwind-merge keeps for every pair of the code’s classes', () => {
    const byVariants = new Map<string, string[]>();
    for (const token of tokens) {
      const key = variantsOf(token);
      byVariants.set(key, [...(byVariants.get(key) ?? []), token]);
    }
    const differences: string[] = [];
    for (const group of byVariants.values()) {
      for (const first of group) {
        for (const second of group) {
          if (first === second) continue;
          const expected = twMerge(first, second);
          const actual = cn(first, second);
          if (actual !== expected)
            differences.push(`${first} ${second} → ${actual}, not ${expected}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('joins conditional classes like clsx and drops repeats of a utility', () => {
    expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c');
    expect(cn('px-2 py-1', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('text-sm text-slate-700', 'text-white')).toBe('text-sm text-white');
    expect(cn('hover:bg-muted focus:bg-white', 'hover:bg-white')).toBe(
      'focus:bg-white hover:bg-white',
    );
  });
});
