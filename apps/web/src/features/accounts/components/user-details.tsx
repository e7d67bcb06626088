import { accountWebTexts, inlineWebTexts, type PrivateUser } from '@market/shared';
import type { ReactNode } from 'react';
import { countryLabel, skillLabel } from '@/lib/value-labels';
import { EmailWithStatus, ResendVerification } from './email-status';

const { fields, recordFields, idTypes, none, yes, no } = accountWebTexts;

/** A value the user typed (a name, a phone number, an IBAN), kept in its own direction in a right-to-left page. */
const isolated = (value: string | null | undefined): ReactNode => (value ? <bdi data-user-content>{value}</bdi> : none);

/** The legal name and the identity document: a CNIC, or a passport or national ID with its number and country. */
function identityRows(user: PrivateUser): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [recordFields.legalName, isolated(user.legalName)],
    [recordFields.idType, user.idType ? idTypes[user.idType] : none],
  ];
  if (user.idType === 'passport' || user.idType === 'nationalId')
    rows.push([fields.idNumber, isolated(user.idNumber)], [fields.idCountry, user.idCountry ? countryLabel(user.idCountry) : none]);
  else rows.push([fields.cnic, isolated(user.cnic)]);
  return rows;
}

type UserDetailsProps = {
  user: PrivateUser;
  /** Adds the identity and payout fields. */
  full?: boolean;
  extra?: [string, ReactNode][];
  /** The user's own record: an address not verified yet gets a button to send its link again. */
  own?: boolean;
};

/** A definition list of a user's details, the e-mail address with whether it is verified. */
export function UserDetails({ user, full, extra, own }: UserDetailsProps) {
  const rows: [string, ReactNode][] = [
    [fields.username, <bdi data-user-content>{user.username}</bdi>],
    [fields.description, user.desc ? <span dir="auto" data-user-content className="block">{user.desc}</span> : none],
    [
      fields.email,
      <>
        <EmailWithStatus email={user.email} verified={user.emailVerified} />
        {own && !user.emailVerified ? <ResendVerification className="mt-2" /> : null}
      </>,
    ],
    [fields.phone, isolated(user.phone)],
    [fields.country, user.country ? countryLabel(user.country) : none],
    [fields.bankIban, isolated(user.bankIban)],
    ...(full
      ? ([
          ...identityRows(user),
          [fields.birthdate, user.birthdate ?? none],
          [fields.address, isolated(user.address)],
          [fields.easypaisa, isolated(user.easypaisaAccount)],
          [fields.payoneer, user.payoneer ? yes : no],
          [fields.wise, user.wise ? yes : no],
          [fields.skills, user.skills.map(skillLabel).join(inlineWebTexts.format.listSeparator) || none],
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
