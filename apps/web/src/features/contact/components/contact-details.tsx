import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { site } from '@/lib/site';

/** Office address, phone and support e-mail beside the contact form. */
export function ContactDetails() {
  return (
    <aside aria-labelledby="contact-details-title" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id="contact-details-title" className="text-xl font-bold">
        Get in touch
      </h2>
      <p className="mt-2 text-sm text-brand-100">We usually answer within one working day. For urgent payment questions, call us.</p>
      <dl className="mt-8 space-y-6">
        <div className="flex gap-4">
          <dt>
            <span className="sr-only">Office address</span>
            <MapPinIcon className="size-6 text-brand-400" />
          </dt>
          <dd className="text-sm leading-relaxed">
            <address className="not-italic">
              {site.office.line1}
              <br />
              {site.office.line2}
            </address>
          </dd>
        </div>
        <div className="flex gap-4">
          <dt>
            <span className="sr-only">Phone</span>
            <PhoneIcon className="size-6 text-brand-400" />
          </dt>
          <dd className="text-sm">
            <a href={site.phoneHref} className="hover:underline">
              {site.phone}
            </a>
          </dd>
        </div>
        <div className="flex gap-4">
          <dt>
            <span className="sr-only">Support e-mail</span>
            <MailIcon className="size-6 text-brand-400" />
          </dt>
          <dd className="text-sm">
            <a href={`mailto:${site.supportEmail}`} className="hover:underline">
              {site.supportEmail}
            </a>
          </dd>
        </div>
        <div className="flex gap-4">
          <dt>
            <span className="sr-only">Office hours</span>
            <ClockIcon className="size-6 text-brand-400" />
          </dt>
          <dd className="text-sm">
            {site.office.hours}
            <br />
            <span className="text-brand-200">Online support 24/7</span>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
