import { clsx, type ClassValue } from 'clsx';

// Joins class names and lets a later Tailwind class override an earlier one of the same property
// under the same variants (`px-2` vs `px-4`, `p-4` over `px-2`, `md:flex` vs `md:hidden`), as
// tailwind-merge does, for the utilities this site uses: tailwind-merge knows every utility, and
// was a fifth of the JavaScript a page needs. `cn.test.ts` holds this to tailwind-merge's answer
// for every pair of classes the code passes to className, cn and cva.

/** The property group of a utility (no variants, no `!`, no leading `-`), or undefined. */
function groupOf(utility: string): string | undefined {
  const exact = KEYWORDS[utility];
  if (exact) return exact;
  // The longest known prefix before the value (`border-b-2`: `border-b`, then `border`).
  const bracket = utility.indexOf('[');
  for (let dash = utility.lastIndexOf('-', bracket < 0 ? undefined : bracket); dash > 0;) {
    const rule = PREFIXES[utility.slice(0, dash)];
    if (typeof rule === 'string') return rule;
    const value = utility.slice(dash + 1);
    if (rule)
      return value.startsWith('[') ? rule(value, true) : rule(value.replace(/\/.*$/, ''), false);
    dash = utility.lastIndexOf('-', dash - 1);
  }
  return undefined;
}

const SIZES = /^(?:\d*x[sl]|sm|md|lg|base|none|full|inner)$/;
const LENGTH = /^\[(?:length:)?-?[\d.]+[a-z%]*\]$/;
const IMAGE = /^\[(?:url|image|(?:repeating-)?(?:linear|radial|conic)-gradient)\(/;
const SHADOW = /^\[(?:inset_)?-?[\d.]+[a-z]*_/;
const WIDTHS = /^(?:\d+|\[.*\])?$/;
/** The sides a border utility may name (`border-x-2`, `border-t-slate-200`). */
const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'];
const bySide = (group: string) => SIDES.map((side) => `${group}-${side}`);

// One table each for whole utilities and for prefixes with their value.
const KEYWORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display:
    'block inline-block inline flex inline-flex table inline-table table-cell table-row flow-root grid inline-grid contents list-item hidden',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  sr: 'sr-only not-sr-only',
  'text-decoration': 'underline overline line-through no-underline',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'text-wrap': 'text-wrap text-nowrap text-balance text-pretty',
  'font-style': 'italic not-italic',
  'fvn-spacing': 'tabular-nums proportional-nums',
  'font-smoothing': 'antialiased subpixel-antialiased',
  'flex-direction': 'flex-row flex-row-reverse flex-col flex-col-reverse',
  'flex-wrap': 'flex-wrap flex-wrap-reverse flex-nowrap',
  'border-w': 'border',
  'border-style':
    'border-solid border-dashed border-dotted border-double border-hidden border-none',
  'border-collapse': 'border-collapse border-separate',
  rounded: 'rounded',
  shadow: 'shadow',
  'ring-w': 'ring',
  'ring-w-inset': 'ring-inset',
  'outline-w': 'outline',
  transition: 'transition',
  grow: 'grow',
  shrink: 'shrink',
  'translate-none': 'translate-none',
  'table-layout': 'table-auto table-fixed',
  'text-alignment': 'text-left text-center text-right text-justify text-start text-end',
  'outline-style': 'outline-none outline-hidden outline-solid outline-dashed outline-dotted',
  'word-break': 'break-normal break-words break-all break-keep',
  'divide-x': 'divide-x',
  'divide-y': 'divide-y',
})) {
  for (const word of words.split(' ')) KEYWORDS[word] = group;
}

type Rule = string | ((value: string, arbitrary: boolean) => string | undefined);
const PREFIXES: Record<string, Rule> = {
  text: (value) => (SIZES.test(value) || LENGTH.test(value) ? 'font-size' : 'text-color'),
  font: (value) =>
    /^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value)
      ? 'font-weight'
      : 'font-family',
  bg: (value, arbitrary) =>
    /^(?:linear|radial|conic)-|^none$/.test(value) || IMAGE.test(value)
      ? 'bg-image'
      : /^(?:cover|contain|auto)$/.test(value)
        ? 'bg-size'
        : /^(?:repeat|no-repeat|repeat-[xy])$/.test(value)
          ? 'bg-repeat'
          : /^(?:center|top|bottom|left|right)/.test(value) && !arbitrary
            ? 'bg-position'
            : 'bg-color',
  border: (value) => (WIDTHS.test(value) ? 'border-w' : 'border-color'),
  shadow: (value) => (SIZES.test(value) || SHADOW.test(value) ? 'shadow' : 'shadow-color'),
  ring: (value) => (WIDTHS.test(value) ? 'ring-w' : 'ring-color'),
  'ring-offset': (value) => (WIDTHS.test(value) ? 'ring-offset-w' : 'ring-offset-color'),
  outline: (value) => (WIDTHS.test(value) ? 'outline-w' : 'outline-color'),
  'outline-offset': 'outline-offset',
  divide: (value) => (WIDTHS.test(value) ? 'divide-y' : 'divide-color'),
  'divide-y': 'divide-y',
  'divide-x': 'divide-x',
  rounded: 'rounded',
  flex: 'flex',
  transition: 'transition',
  content: (_value, arbitrary) => (arbitrary ? 'content' : 'align-content'),
  items: 'align-items',
  self: 'align-self',
  justify: 'justify-content',
  'justify-items': 'justify-items',
  'justify-self': 'justify-self',
  'place-items': 'place-items',
  'place-content': 'place-content',
  'place-self': 'place-self',
  grow: 'grow',
  shrink: 'shrink',
  from: 'gradient-from',
  via: 'gradient-via',
  to: 'gradient-to',
  'col-span': 'col-start-end',
  'row-span': 'row-start-end',
  list: 'list-style-type',
  whitespace: 'whitespace',
  object: (value) =>
    /^(?:contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position',
  overscroll: 'overscroll',
  align: 'vertical-align',
  select: 'select',
  'pointer-events': 'pointer-events',
  touch: (value) => (/^pan-[xy]$/.test(value) ? `touch-${value[4]}` : 'touch'),
  'touch-pan': (value) => `touch-${value}`,
  underline: 'underline-offset',
  'underline-offset': 'underline-offset',
  decoration: 'text-decoration-color',
  fill: 'fill',
  stroke: 'stroke',
  accent: 'accent',
  caret: 'caret',
  'backdrop-blur': 'backdrop-blur',
  backdrop: 'backdrop-blur',
  blur: 'blur',
  'line-clamp': 'line-clamp',
  'border-spacing': 'border-spacing',
  animate: (value, arbitrary) =>
    arbitrary || /^(?:spin|ping|pulse|bounce|none)$/.test(value) ? 'animate' : undefined,
};
// Plain property utilities: the group is the prefix.
for (const prefix of [
  'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml',
  'w h size min-w max-w min-h max-h basis aspect',
  'gap gap-x gap-y space-x space-y',
  'inset inset-x inset-y start end top right bottom left z order opacity',
  'grid-cols grid-rows col-start col-end row-start row-end',
  'leading tracking duration delay ease cursor appearance resize',
  'overflow overflow-x overflow-y scroll-mt scroll-mb',
  'translate translate-x translate-y rotate scale scale-x scale-y origin',
].flatMap((list) => list.split(' '))) {
  PREFIXES[prefix] = prefix;
}
for (const side of SIDES) {
  PREFIXES[`border-${side}`] = (value) =>
    WIDTHS.test(value) ? `border-w-${side}` : `border-color-${side}`;
  KEYWORDS[`border-${side}`] = `border-w-${side}`;
}
for (const corner of [
  's',
  'e',
  't',
  'r',
  'b',
  'l',
  'ss',
  'se',
  'ee',
  'es',
  'tl',
  'tr',
  'br',
  'bl',
]) {
  PREFIXES[`rounded-${corner}`] = `rounded-${corner}`;
  KEYWORDS[`rounded-${corner}`] = `rounded-${corner}`;
}

/** The groups a group's utility overrides besides its own. */
const OVERRIDES: Record<string, string[]> = {
  'font-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'border-w': bySide('border-w'),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': bySide('border-color'),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'line-clamp': ['display', 'overflow'],
  translate: ['translate-x', 'translate-y', 'translate-none'],
  'translate-none': ['translate', 'translate-x', 'translate-y'],
};

/** The key of a class's variants (order-insensitive where CSS is) and `!`, and its utility. */
function split(token: string): [string, string] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, index));
      start = index + 1;
    }
  }
  let utility = token.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  // Variants keep their order around an arbitrary one ([&_svg]:), the others are sorted.
  const sorted: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (part.startsWith('[')) {
      sorted.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  sorted.push(...run.sort());
  return [sorted.join(':') + (important ? '!' : ''), utility];
}

// Pages pass the same few hundred class lists again and again (every button, card and badge): a
// page's first render spent tens of milliseconds merging them anew, four times that on a phone.
const merged = new Map<string, string>();
const MAX_MERGED = 2_000;

export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  let result = merged.get(classes);
  if (result === undefined) {
    result = merge(classes);
    if (merged.size >= MAX_MERGED) merged.clear();
    merged.set(classes, result);
  }
  return result;
}

function merge(classes: string): string {
  const tokens = classes.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index]!;
    if (!token) continue;
    const [variants, utility] = split(token);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(token);
      continue;
    }
    const key = `${variants}|${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of OVERRIDES[group] ?? []) taken.add(`${variants}|${other}`);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
