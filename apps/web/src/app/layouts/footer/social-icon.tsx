import { FacebookIcon, InstagramIcon, LinkedInIcon, XLogoIcon, YouTubeIcon } from '@/components/ui/icons';
import type { SocialName } from '@/lib/site';

const icons: Record<SocialName, typeof FacebookIcon> = {
  Facebook: FacebookIcon,
  X: XLogoIcon,
  LinkedIn: LinkedInIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
};

export function SocialIcon({ name, className }: { name: SocialName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} />;
}
