import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api';

const fieldLabels: Record<string, string> = { idCardFront: 'ID card front', idCardBack: 'ID card back', liveSelfie: 'live selfie', bankImg: 'bank image' };

/** Who looked at this user's identity data, newest first. */
export function AuditList({ userId }: { userId: string }) {
  const audit = useAudit(userId);
  if (audit.isPending) return <Spinner label="Loading access log" className="text-brand-700" />;
  if (audit.isError) return <p className="text-sm text-red-600">Error: Something went wrong</p>;
  if (audit.data.entries.length === 0) return <p className="text-sm text-slate-500">No admin has opened this record yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm" aria-label="Access log">
      {audit.data.entries.map((e) => (
        <li key={e._id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between">
          <span className="text-slate-800">
            <span className="font-medium">{e.admin?.username ?? 'A removed admin'}</span>{' '}
            {e.action === 'record' ? 'opened the full record' : `viewed the ${fieldLabels[e.field ?? ''] ?? 'identity image'}`}
          </span>
          <time dateTime={e.createdAt} className="text-slate-500">
            {formatDateTime(e.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
