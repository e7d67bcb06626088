import type { ReactNode, SVGProps } from 'react';
import {
  BriefcaseIcon,
  CoinsIcon,
  GaugeIcon,
  HourglassIcon,
  ListChecksIcon,
  MailIcon,
  PlusSquareIcon,
  SearchIcon,
  StrokeIcon,
  UserIcon,
  WalletIcon,
} from '@/components/ui/icons';
import type { AccountLinkIconName } from './account-links';

type IconProps = SVGProps<SVGSVGElement>;

// Three icons only the account menu uses: they stay here rather than in the UI kit.
const BagIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </StrokeIcon>
);

const HeartOutlineIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </StrokeIcon>
);

const GearIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </StrokeIcon>
);

const icons: Record<AccountLinkIconName, (p: IconProps) => ReactNode> = {
  dashboard: GaugeIcon,
  profile: UserIcon,
  tasks: ListChecksIcon,
  work: SearchIcon,
  verification: HourglassIcon,
  'my-gigs': BriefcaseIcon,
  'add-gig': PlusSquareIcon,
  selling: CoinsIcon,
  orders: BagIcon,
  messages: MailIcon,
  saved: HeartOutlineIcon,
  earnings: WalletIcon,
  settings: GearIcon,
};

export function AccountLinkIcon({ icon, className }: { icon: AccountLinkIconName; className?: string }) {
  const Icon = icons[icon];
  return <Icon className={className} />;
}
