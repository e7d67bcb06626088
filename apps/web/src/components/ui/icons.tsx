import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Stroke icons drawn on a 24 px grid; decorative by default (aria-hidden). */
export function StrokeIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

function FillIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const CloseIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeIcon>
);

export const MenuIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </StrokeIcon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 9l6 6 6-6" />
  </StrokeIcon>
);

export const ArrowRightIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </StrokeIcon>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </StrokeIcon>
);

export const SearchIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </StrokeIcon>
);

export const GlobeIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </StrokeIcon>
);

export const AccessibilityIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="9.5" />
    <circle cx="12" cy="7.2" r="1.3" fill="currentColor" stroke="none" />
    <path d="M7.5 10h9M12 10v4M12 14l-2.5 4M12 14l2.5 4" />
  </StrokeIcon>
);

export const PlayIcon = (p: IconProps) => (
  <FillIcon {...p}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </FillIcon>
);

export const CheckIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7" />
  </StrokeIcon>
);

export const CheckCircleIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.8 2.8L16.5 9.5" />
  </StrokeIcon>
);

export const BriefcaseIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8.5 7V5.5A1.5 1.5 0 0 1 10 4h4a1.5 1.5 0 0 1 1.5 1.5V7M3 12.5h18" />
  </StrokeIcon>
);

export const MailIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </StrokeIcon>
);

export const PhoneIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M5 4h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16 16 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" />
  </StrokeIcon>
);

export const MapPinIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.4" />
  </StrokeIcon>
);

export const ClockIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </StrokeIcon>
);

export const WalletIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="4" y="8" width="16" height="11" rx="2" />
    <path d="M16 13.5h2" />
  </StrokeIcon>
);

export const CoinsIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
    <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V7" />
    <path d="M9.5 16.3c.9.9 2.9 1.7 5 1.7 3 0 5.5-1.1 5.5-2.5v-4c0-1.2-1.8-2.2-4.3-2.4" />
  </StrokeIcon>
);

export const HeadsetIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3.5" y="13.5" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13.5" width="4" height="6" rx="1.5" />
    <path d="M18.5 19.5c0 1.2-1.8 2-4.5 2h-1.5" />
  </StrokeIcon>
);

export const CalendarIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </StrokeIcon>
);

export const TrendingUpIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />
  </StrokeIcon>
);

export const ShieldIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6L12 3z" />
    <path d="M9 12l2 2 4-4" />
  </StrokeIcon>
);

export const UsersIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />
  </StrokeIcon>
);

export const UserIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </StrokeIcon>
);

export const LogoutIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M9 16l-4-4 4-4M5 12h10" />
  </StrokeIcon>
);

export const ListChecksIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M11 6h9M11 12h9M11 18h9M4 6l1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17" />
  </StrokeIcon>
);

export const PlusSquareIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </StrokeIcon>
);

export const GaugeIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 18a9 9 0 1 1 16 0" />
    <path d="M12 14l4-5" />
    <circle cx="12" cy="14" r="1.2" fill="currentColor" />
  </StrokeIcon>
);

export const HourglassIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 3h12M6 21h12M7 3c0 5 5 5.5 5 9s-5 4-5 9M17 3c0 5-5 5.5-5 9s5 4 5 9" />
  </StrokeIcon>
);

export const StarIcon = (p: IconProps) => (
  <FillIcon {...p}>
    <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8z" />
  </FillIcon>
);

export const WhatsAppIcon = (p: IconProps) => (
  <FillIcon {...p}>
    <path d="M12 2.2a9.7 9.7 0 0 0-8.4 14.6L2.3 21.7l5-1.3A9.7 9.7 0 1 0 12 2.2zm0 17.7c-1.5 0-3-.4-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 19.9z" />
    <path d="M16.5 14.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.5.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1.1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z" />
  </FillIcon>
);

export const FacebookIcon = (p: IconProps) => (
  <FillIcon {...p}>
    <path d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z" />
  </FillIcon>
);

export const XLogoIcon = (p: IconProps) => (
  <FillIcon {...p}>
    <path d="M17.6 3.5h3l-6.6 7.5 7.7 9.5h-6l-4.7-5.8-5.4 5.8h-3l7-7.9L2.3 3.5h6.1l4.2 5.3 5-5.3zm-1 15.3h1.7L7.5 5.1H5.7l10.9 13.7z" />
  </FillIcon>
);

export const LinkedInIcon = (p: IconProps) => (
  <FillIcon {...p}>
    <path d="M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v11.5H3V9zm5.5 0h2.9v1.6c.4-.8 1.4-1.8 3.1-1.8 3.2 0 3.8 2.1 3.8 4.9v6.8h-3v-6c0-1.4 0-3.3-2-3.3s-2.3 1.6-2.3 3.2v6.1h-3V9z" />
  </FillIcon>
);

export const InstagramIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.9" fill="currentColor" stroke="none" />
  </StrokeIcon>
);

export const YouTubeIcon = (p: IconProps) => (
  <FillIcon {...p}>
    <path d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3-5.2 3z" />
  </FillIcon>
);

export const CreditCardIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </StrokeIcon>
);

export const DotsVerticalIcon = (p: IconProps) => (
  <FillIcon {...p}>
    <circle cx="12" cy="5" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="12" cy="19" r="1.8" />
  </FillIcon>
);

export const FileTextIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </StrokeIcon>
);

export const DownloadIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </StrokeIcon>
);

export const ExternalLinkIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </StrokeIcon>
);

export const UploadIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
  </StrokeIcon>
);

export const PencilIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
  </StrokeIcon>
);

export const TrashIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </StrokeIcon>
);

export const EyeIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </StrokeIcon>
);

export const BellIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15L6 16.5z" />
    <path d="M10 21h4" />
  </StrokeIcon>
);

/** A parcel (orders). */
export const PackageIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z" />
    <path d="M4 7.5l8 4.5 8-4.5M12 12v9M8 5.3l8 4.5" />
  </StrokeIcon>
);

export const LockIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
  </StrokeIcon>
);
