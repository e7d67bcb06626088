import {
  lockedNotificationKinds,
  notificationKindLabels,
  notificationKinds,
  notificationTexts,
  notificationWebTexts,
  type NotificationKind,
} from '@market/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api';

const t = notificationWebTexts.settings;
type Email = Record<NotificationKind, boolean>;

const isLocked = (kind: NotificationKind) => lockedNotificationKinds.includes(kind);

/** One kind's checkbox, its label and what it covers; a locked kind is checked and cannot change. */
function KindOption({ kind, checked, onChange }: { kind: NotificationKind; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  const locked = isLocked(kind);
  const { label, hint } = notificationKindLabels[kind];
  return (
    <li className="flex items-start gap-3 py-4">
      <input
        id={id}
        type="checkbox"
        name={kind}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        checked={locked || checked}
        disabled={locked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="font-medium text-slate-900">
            {label}
          </label>
          {locked ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{t.locked}</span> : null}
        </div>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </li>
  );
}

/** The form over the preferences loaded: the choices change locally until Save sends them. */
function PreferencesForm({ saved }: { saved: Email }) {
  const save = useSaveNotificationPreferences();
  // Only what the user changed; the rest shows what the server keeps.
  const [changes, setChanges] = useState<Partial<Email>>({});
  const value = (kind: NotificationKind) => changes[kind] ?? saved[kind] ?? true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email: Partial<Email> = {};
    for (const kind of notificationKinds) if (!isLocked(kind)) email[kind] = value(kind);
    save.mutate(email, {
      onSuccess: () => {
        setChanges({});
        toast.success(notificationTexts.preferencesSaved, { position: 'bottom-right' });
      },
      onError: (error) => toast.error(errorMessage(error, t.saveFailed), { position: 'bottom-right' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">
          {t.legend}
        </legend>
        <ul className="mt-2 divide-y divide-slate-100">
          {notificationKinds.map((kind) => (
            <KindOption key={kind} kind={kind} checked={value(kind)} onChange={(on) => setChanges((c) => ({ ...c, [kind]: on }))} />
          ))}
        </ul>
      </fieldset>
      <div className="mt-4 flex justify-end border-t border-slate-100 pt-5">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner decorative /> : null}
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

/** /settings/notifications, for every signed-in user: which e-mails they get, one checkbox per kind. */
export default function NotificationSettingsPage() {
  const preferences = useNotificationPreferences();
  let content;
  if (preferences.isPending) content = <PageSpinner />;
  else if (preferences.isError) {
    content = (
      <p role="alert" className="py-16 text-center text-lg font-medium text-red-700">
        {t.loadFailed}
      </p>
    );
  } else {
    content = (
      <section className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-8">
        <PreferencesForm saved={preferences.data.email} />
      </section>
    );
  }
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
        <div>
          <Link to="/settings" className="text-sm font-medium text-brand-700 hover:underline">
            {t.backToSettings}
          </Link>
          <div className="mt-3 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
            <div>
              <h1 className="text-3xl font-bold text-slate-900">{t.heading}</h1>
              <p className="mt-2 text-slate-600">{t.intro}</p>
            </div>
            <Link to="/notifications" className="text-sm font-medium text-brand-700 hover:underline">
              {t.allNotifications}
            </Link>
          </div>
        </div>
        {content}
      </div>
    </div>
  );
}
