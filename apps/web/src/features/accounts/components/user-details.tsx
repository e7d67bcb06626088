import { accountWebTexts, type PrivateUser } from '@market/shared';
import type { ReactNode } from 'react';

const { fields, none, yes, no } = accountWebTexts;

/** A definition list of a user's details; `full` adds the identity and payout fields. */
export function UserDetails({ user, full, extra }: { user: PrivateUser; full?: boolean; extra?: [string, ReactNode][] }) {
  const rows: [string, ReactNode][] = [
    [fields.username, user.username],
    [fields.description, user.desc || none],
    [fields.email, user.email],
    [fields.phone, user.phone || none],
    [fields.country, user.country || none],
    [fields.bankIban, user.bankIban || none],
    ...(full
      ? ([
          [fields.cnic, user.cnic || none],
          [fields.birthdate, user.birthdate ?? none],
          [fields.address, user.address || none],
          [fields.easypaisa, user.easypaisaAccount || none],
          [fields.payoneer, user.payoneer ? yes : no],
          [fields.wise, user.wise ? yes : no],
          [fields.skills, user.skills.join(', ') || none],
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
