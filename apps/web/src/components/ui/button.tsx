import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light' | 'white' | 'danger' | 'dangerDark' | 'dangerOutline' | 'dangerGhost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'field' | 'wrap';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'bg-slate-900 text-white hover:bg-slate-700 disabled:bg-slate-900/60',
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-700 hover:text-white disabled:opacity-60',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:opacity-60',
  light: 'border border-white/70 text-white hover:bg-white hover:text-brand-900 disabled:opacity-60',
  white: 'bg-white text-brand-900 hover:bg-brand-50 disabled:opacity-60',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60',
  // My gigs' delete confirmation, as it has always looked: disabled, it keeps the primary colour.
  dangerDark: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-brand-700/60',
  dangerOutline: 'border border-red-600 text-red-700 hover:bg-red-600 hover:text-white disabled:opacity-60',
  dangerGhost: 'text-red-700 hover:bg-red-50 disabled:opacity-60',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm whitespace-nowrap',
  md: 'h-11 px-5 text-sm whitespace-nowrap',
  lg: 'h-12 px-6 text-base whitespace-nowrap',
  // `sm` as tall as a form field (h-10), for a button beside one.
  field: 'h-10 px-3 text-sm whitespace-nowrap',
  // `sm` whose label may wrap: at least h-9, growing with its lines.
  wrap: 'min-h-9 px-3 py-1.5 text-sm leading-tight whitespace-normal',
};

/**
 * Class names of a button, for links that must look like one. `extra` must not set what the
 * variant or size sets (colours, height, padding, text size): pick a variant or size instead.
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    extra,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
