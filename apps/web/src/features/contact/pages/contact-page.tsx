import { contactWebTexts } from '@market/shared';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

export default function ContactPage() {
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-20">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{contactWebTexts.heading}</h1>
          <p className="mt-3 text-slate-600">{contactWebTexts.intro}</p>
        </div>
        <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <ContactForm />
          </div>
          <div className="lg:self-start">
            <ContactDetails />
          </div>
        </div>
      </div>
    </section>
  );
}
