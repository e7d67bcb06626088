import type { PrivateUser } from '@market/shared';
import type { ReactNode } from 'react';

/** A definition list of a user's details; `full` adds the identity and payout fields. */
export function UserDetails({ user, full, extra }: { user: PrivateUser; full?: boolean; extra?: [string, ReactNode][] }) {
  const rows: [string, ReactNode][] = [
    ['Username', user.username],
    ['Description', user.desc || '—'],
    ['Email', user.email],
    ['Phone', user.phone || '—'],
    ['Country', user.country || '—'],
    ['Bank IBAN', user.bankIban || '—'],
    ...(full
      ? ([
          ['CNIC', user.cnic || '—'],
          ['Birthdate', user.birthdate ?? '—'],
          ['Address', user.address || '—'],
          ['Easypaisa Account', user.easypaisaAccount || '—'],
          ['Payoneer', user.payoneer ? 'Yes' : 'No'],
          ['Wise', user.wise ? 'Yes' : 'No'],
          ['Skills', user.skills.join(', ') || '—'],
        ] as [string, ReactNode][])
      : []),
    ...(extra ?? []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
