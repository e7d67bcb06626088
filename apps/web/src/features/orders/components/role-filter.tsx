import { orderWebTexts, type OrderRole, type OrderStatusFilter } from '@market/shared';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

const choices: Array<{ role: OrderRole | null; label: string }> = [
  { role: null, label: orderWebTexts.roles.all },
  { role: 'buyer', label: orderWebTexts.roles.buyer },
  { role: 'seller', label: orderWebTexts.roles.seller },
];

/** The address of one side, keeping the status filter chosen (`?role=seller&status=delivered`). */
function searchOf(role: OrderRole | null, status: OrderStatusFilter | null) {
  const query = new URLSearchParams();
  if (role) query.set('role', role);
  if (status) query.set('status', status);
  const qs = query.toString();
  return qs ? `?${qs}` : '';
}

/** All / Buying / Selling above the orders: links, so the choice lives in the address (`?role=seller`). */
export function RoleFilter({ role, status }: { role: OrderRole | null; status: OrderStatusFilter | null }) {
  return (
    <nav aria-label={orderWebTexts.roleFilter} className="inline-flex rounded-lg bg-white p-1 shadow-xs ring-1 ring-slate-200">
      {choices.map((choice) => {
        const current = choice.role === role;
        return (
          <Link
            key={choice.label}
            to={{ search: searchOf(choice.role, status) }}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm font-medium',
              current ? 'bg-brand-700 text-white hover:bg-brand-700 hover:text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            {choice.label}
          </Link>
        );
      })}
    </nav>
  );
}
