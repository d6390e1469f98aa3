import type { ReactNode } from 'react';
import { ContactLines } from '~/components/contact-lines';
import { PageHero } from '~/components/page-hero';
import { pageMeta } from '~/lib/seo';
import { MARKETING_CONSENT_TEXT } from '../../common/privacy';
import { SITE } from '../../common/site';
import type { Route } from './+types/privacy';

// The privacy page every public form links to (docs/product.md#privacy), in plain language:
// what the forms collect, why, how long it is kept, and how to see it or have it deleted.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Privacy',
    description: `What ${SITE.name} collects through its test-drive, contact and appraisal forms, why, how long it is kept, and how to see it or have it deleted.`,
    path: '/privacy',
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return { retentionDays: context.services.privacy.retentionDays };
}

/** 730 → "2 years", 90 → "90 days". */
function retentionText(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return days === 1 ? '1 day' : `${days} days`;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const kept = retentionText(loaderData.retentionDays);
  return (
    <>
      <PageHero eyebrow="Privacy" title="How We Handle Your Information">
        <p>
          We ask only for what we need to answer you, use it only for that, and delete it when we no
          longer need it. This page explains what that means in practice.
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-3xl gap-10 px-4 py-12 text-lg leading-relaxed text-slate-700 lg:py-16">
        <Section id="privacy-what" title="What we collect">
          <p>When you use one of our forms, we keep what you type into it:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              <strong>Test drive:</strong> your name, e-mail address, phone number (if you give
              one), your message and the vehicle you asked about.
            </li>
            <li>
              <strong>Contact:</strong> your name, e-mail address, phone number (if you give one),
              what you are interested in and your message.
            </li>
            <li>
              <strong>Sell or trade in:</strong> your name, phone number and e-mail address, and the
              details of your vehicle (make, model, year, kilometres, condition, asking price and
              notes).
            </li>
          </ul>
          <p>We also note when you sent the form, and whether you ticked the marketing box.</p>
        </Section>

        <Section id="privacy-why" title="Why we collect it">
          <p>
            Only to answer your request: to book your test drive, reply to your message or make you
            an offer on your vehicle. Your request goes to our sales team by e-mail and into our
            customer records so the right person can follow up. We do not sell or rent your
            information to anyone.
          </p>
          <p>
            We send you marketing e-mail only if you tick the box that says: &ldquo;
            {MARKETING_CONSENT_TEXT}&rdquo; It is never ticked for you, and we keep the words you
            agreed to and when. You can unsubscribe at any time.
          </p>
        </Section>

        <Section id="privacy-how-long" title="How long we keep it">
          <p>
            We keep each request for {kept} after you send it, so we can follow up and look back on
            a sale. After that it is deleted automatically, along with the e-mails it caused.
          </p>
        </Section>

        <Section id="privacy-your-rights" title="Seeing or deleting your information">
          <p>
            You can ask us for a copy of everything we hold about you, ask us to correct it, or ask
            us to delete it. Tell us the e-mail address you used on our forms and we will answer
            within 30 days, as British Columbia&rsquo;s Personal Information Protection Act
            requires.
          </p>
          <p>Write to, call or visit {SITE.name}:</p>
          <ContactLines
            className="space-y-2 text-base"
            iconClassName="text-brand-700"
            linkClassName="font-medium text-brand-700 underline underline-offset-2"
            timeNote={SITE.hours.map((slot) => `${slot.label}: ${slot.text}`).join(' · ')}
          />
        </Section>
      </div>
    </>
  );
}
