import { legalPageTexts, type LegalSection } from '@market/shared';
import { supportContact } from '@/lib/support';

type LegalPageProps = { title: string; updated: string; intro: string; sections: readonly LegalSection[]; contactHeading: string };

/** A legal page: its sections in reading width, then how to reach support (the SUPPORT_* settings). */
export function LegalPage({ title, updated, intro, sections, contactHeading }: LegalPageProps) {
  const support = supportContact();
  const contacts = [
    { label: legalPageTexts.email, value: support.email, href: support.emailHref },
    { label: legalPageTexts.phone, value: support.phone, href: support.phoneHref },
    { label: legalPageTexts.whatsapp, value: support.whatsapp, href: support.whatsappHref },
    { label: legalPageTexts.hours, value: support.hours, href: null },
  ];
  return (
    <article className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">{updated}</p>
        <p className="mt-6 text-lg text-slate-700">{intro}</p>
        {sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-slate-700">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <section aria-labelledby="legal-contact" className="mt-12 rounded-xl border border-slate-200 bg-slate-50 p-6">
          <h2 id="legal-contact" className="text-lg font-semibold text-slate-900">
            {contactHeading}
          </h2>
          <p className="mt-2 text-slate-700">{legalPageTexts.contactIntro}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {contacts.map((c) => (
              <div key={c.label} className="contents">
                <dt className="font-medium text-slate-600">{c.label}</dt>
                <dd className="text-slate-700">
                  {c.href ? (
                    <a href={c.href} className="font-medium break-words text-brand-700 hover:underline">
                      {c.value}
                    </a>
                  ) : (
                    c.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </article>
  );
}
