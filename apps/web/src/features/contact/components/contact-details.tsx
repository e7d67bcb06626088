import { contactWebTexts } from '@market/shared';
import type { ComponentType, ReactNode } from 'react';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { site } from '@/lib/site';

/** One line of contact details: an icon standing for its (screen-reader) label, then the value. */
function DetailRow({ label, icon: Icon, children }: { label: string; icon: ComponentType<{ className?: string }>; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <dt>
        <span className="sr-only">{label}</span>
        <Icon className="size-6 text-brand-400" />
      </dt>
      <dd className="text-sm leading-relaxed">{children}</dd>
    </div>
  );
}

/** Office address, phone and support e-mail beside the contact form. */
export function ContactDetails() {
  return (
    <aside aria-labelledby="contact-details-title" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id="contact-details-title" className="text-xl font-bold">
        {contactWebTexts.detailsHeading}
      </h2>
      <p className="mt-2 text-sm text-brand-100">{contactWebTexts.detailsIntro}</p>
      <dl className="mt-8 space-y-6">
        <DetailRow label={contactWebTexts.officeAddress} icon={MapPinIcon}>
          <address className="not-italic">
            {site.office.line1}
            <br />
            {site.office.line2}
          </address>
        </DetailRow>
        <DetailRow label={contactWebTexts.phone} icon={PhoneIcon}>
          <a href={site.phoneHref} className="hover:underline">
            {site.phone}
          </a>
        </DetailRow>
        <DetailRow label={contactWebTexts.supportEmail} icon={MailIcon}>
          <a href={`mailto:${site.supportEmail}`} className="hover:underline">
            {site.supportEmail}
          </a>
        </DetailRow>
        <DetailRow label={contactWebTexts.officeHours} icon={ClockIcon}>
          {site.office.hours}
          <br />
          <span className="text-brand-200">{contactWebTexts.onlineSupport}</span>
        </DetailRow>
      </dl>
    </aside>
  );
}
