import { accountWebTexts } from '@market/shared';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api';

const texts = accountWebTexts.audit;

/** Who looked at this user's identity data, newest first. */
export function AuditList({ userId }: { userId: string }) {
  const audit = useAudit(userId);
  if (audit.isPending) return <Spinner label={texts.loading} className="text-brand-700" />;
  if (audit.isError) return <p className="text-sm text-red-600">{accountWebTexts.loadFailed}</p>;
  if (audit.data.entries.length === 0) return <p className="text-sm text-slate-500">{texts.empty}</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm" aria-label={accountWebTexts.review.accessLog}>
      {audit.data.entries.map((e) => (
        <li key={e._id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between">
          <span className="text-slate-800">
            <span className="font-medium">{e.admin?.username ?? texts.removedAdmin}</span>{' '}
            {e.action === 'record' ? texts.openedRecord : texts.viewed(texts.fields[e.field ?? ''] ?? texts.identityImage)}
          </span>
          <time dateTime={e.createdAt} className="text-slate-500">
            {formatDateTime(e.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
