import type { NotificationType } from '@market/shared';
import { CheckCircleIcon, ListChecksIcon, LockIcon, PackageIcon, ShieldIcon, StarIcon, WalletIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type Group = 'orders' | 'reviews' | 'tasks' | 'money' | 'security' | 'account' | 'identity';

/** The group a type's icon comes from, by its prefix ('order.paid' -> orders). */
function groupOf(type: NotificationType): Group {
  if (type.startsWith('order.')) return 'orders';
  if (type.startsWith('review.')) return 'reviews';
  if (type.startsWith('task.')) return 'tasks';
  if (type.startsWith('earnings.') || type.startsWith('payout.') || type.endsWith('.receipt')) return 'money';
  if (type.startsWith('user.')) return 'account';
  // An admin's answer on the identity documents (changes asked for, rejected): something to act on.
  if (type.startsWith('verification.')) return 'identity';
  return 'security';
}

const icons: Record<Group, { Icon: typeof PackageIcon; tone: string }> = {
  orders: { Icon: PackageIcon, tone: 'bg-sky-100 text-sky-700' },
  reviews: { Icon: StarIcon, tone: 'bg-amber-100 text-amber-600' },
  tasks: { Icon: ListChecksIcon, tone: 'bg-violet-100 text-violet-700' },
  money: { Icon: WalletIcon, tone: 'bg-brand-100 text-brand-700' },
  security: { Icon: LockIcon, tone: 'bg-rose-100 text-rose-700' },
  account: { Icon: CheckCircleIcon, tone: 'bg-indigo-100 text-indigo-700' },
  identity: { Icon: ShieldIcon, tone: 'bg-amber-100 text-amber-700' },
};

/** A round, decorative icon of what a notification is about (the title says it in words). */
export function NotificationIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { Icon, tone } = icons[groupOf(type)];
  return (
    <span aria-hidden="true" data-group={groupOf(type)} className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone, className)}>
      <Icon className="size-5" />
    </span>
  );
}
