import { GaugeIcon, HourglassIcon, ListChecksIcon, UserIcon } from '@/components/ui/icons';
import type { AccountLink } from './account-links';

const icons = { dashboard: GaugeIcon, profile: UserIcon, tasks: ListChecksIcon, verification: HourglassIcon };

export function AccountLinkIcon({ icon, className }: { icon: AccountLink['icon']; className?: string }) {
  const Icon = icons[icon];
  return <Icon className={className} />;
}
