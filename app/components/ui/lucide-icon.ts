// lucide-react's icons drawn by a runtime of its size: the build points each
// `lucide-react/icons/<name>` import here with the icon's own drawing (scripts/vite/lucide-icons.ts).
// lucide's runtime (context, attribute renaming, class helpers: ~2.5 KB gzip) was on every page
// for what comes down to one <svg>. The markup is lucide's, attribute for attribute, for the props
// the code uses (className, size, width, height, strokeWidth, absoluteStrokeWidth, color, aria-*,
// role, title, children); `scripts/vite/lucide-icons.test.ts` holds it to lucide-react's own rendering.
import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

export interface LucideIconData {
  name: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: string[];
}

type IconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  ref?: Ref<SVGSVGElement>;
};

/** Screen readers skip an icon unless it is labelled or has content (lucide's rule). */
function isLabelled(props: Record<string, unknown>, children: ReactNode): boolean {
  return (
    Boolean(children) ||
    Object.keys(props).some(
      (prop) =>
        (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null,
    )
  );
}

/** The React component of one lucide icon. */
export function createLucideIcon({ name, size: viewBox = 24, node, aliases = [] }: LucideIconData) {
  const names = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)];
  function LucideIcon({
    className,
    size,
    width,
    height,
    color,
    strokeWidth = 2,
    absoluteStrokeWidth,
    children,
    ...rest
  }: IconProps) {
    const classes = [...new Set([...names, ...(className ?? '').split(/\s+/).filter(Boolean)])];
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${viewBox} ${viewBox}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth
          ? (Number(strokeWidth) * viewBox) / Number(width ?? size ?? 24)
          : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: classes.join(' '),
        ...(isLabelled(rest, children) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  LucideIcon.displayName = name;
  return LucideIcon;
}
