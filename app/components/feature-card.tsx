import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { Card, CardDescription, CardHeader, CardTitle } from './ui/card';

const ICON_TONES = {
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-accent-500/15 text-accent-600',
} as const;

/** A card with an icon, a short title and a sentence: benefits, values, selling points. */
export function FeatureCard({
  icon: Icon,
  title,
  tone = 'brand',
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: keyof typeof ICON_TONES;
  children: ReactNode;
}) {
  return (
    <Card className="h-full transition-shadow hover:shadow-md">
      <CardHeader>
        <span
          className={cn('flex size-12 items-center justify-center rounded-lg', ICON_TONES[tone])}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <CardTitle className="mt-3">{title}</CardTitle>
        <CardDescription className="text-base leading-relaxed">{children}</CardDescription>
      </CardHeader>
    </Card>
  );
}

/** A row of feature cards (four across on wide screens). */
export function FeatureCardList({
  items,
  tone,
}: {
  items: readonly { icon: LucideIcon; title: string; text: string }[];
  tone?: keyof typeof ICON_TONES;
}) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ icon, title, text }) => (
        <li key={title}>
          <FeatureCard icon={icon} title={title} tone={tone}>
            {text}
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}
