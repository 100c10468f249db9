import { Palette, Puzzle } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/utils';

/**
 * A plugin or theme picture; a missing or broken image shows a neutral placeholder instead. `phonesHide` hides it
 * below the sm breakpoint (a display of its own, so the placeholder is not also `flex`: cn() only joins classes).
 */
export function ItemImage({
  src,
  alt,
  kind = 'plugin',
  phonesHide = false,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  kind?: 'plugin' | 'theme';
  phonesHide?: boolean;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    const Icon = kind === 'theme' ? Palette : Puzzle;
    return (
      <div
        className={cn(
          phonesHide ? 'hidden sm:block' : 'flex',
          'items-center justify-center bg-gradient-to-br from-blue-50 to-emerald-50 text-primary/70',
          className,
        )}
        aria-hidden="true"
      >
        <Icon className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setBroken(true)}
      className={cn('object-cover', phonesHide && 'hidden sm:block', className)}
    />
  );
}
