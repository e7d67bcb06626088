import { contactWebTexts, supportTexts } from '@market/shared';
import type { ComponentType, ReactNode } from 'react';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { site } from '@/lib/site';
import { supportContact } from '@/lib/support';

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

/** Office address, phone, WhatsApp, support e-mail and hours beside the contact form (the SUPPORT_* settings). */
export function ContactDetails() {
  const support = supportContact();
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
          <a href={support.phoneHref} className="hover:underline">
            <bdi data-user-content>{support.phone}</bdi>
          </a>
        </DetailRow>
        <DetailRow label={supportTexts.whatsapp} icon={WhatsAppIcon}>
          <a href={support.whatsappHref} target="_blank" rel="noopener noreferrer" className="hover:underline">
            {support.whatsapp}
          </a>
        </DetailRow>
        <DetailRow label={contactWebTexts.supportEmail} icon={MailIcon}>
          <a href={support.emailHref} className="hover:underline">
            <bdi data-user-content>{support.email}</bdi>
          </a>
        </DetailRow>
        <DetailRow label={supportTexts.hours} icon={ClockIcon}>
          {support.hours}
          <br />
          <span className="text-brand-200">{supportTexts.outsideHours}</span>
        </DetailRow>
      </dl>
    </aside>
  );
}
