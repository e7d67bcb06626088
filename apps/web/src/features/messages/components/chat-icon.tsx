import type { SVGProps } from 'react';
import { StrokeIcon } from '@/components/ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

/** A speech bubble (messages). */
export const ChatIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />
    <path d="M8.5 10.5h7M8.5 13.5h4.5" />
  </StrokeIcon>
);

/** A paper plane (send). */
export const SendIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M22 2 11 13" />
    <path d="M22 2 15 22l-4-9-9-4 20-7Z" />
  </StrokeIcon>
);
