import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../lib/api-error';
import { toast } from './ui/use-toast';

interface Listed {
  id: number;
  displayName: string;
}

/**
 * An admin package list's dialogs (hosting packages, VPS packages): the add/edit dialog's package (null = Add),
 * the package to delete, and Duplicate, which opens the copy in edit mode (001 §2).
 */
export function usePackageListDialogs<T extends Listed>(duplicate: UseMutationResult<T, Error, number, unknown>) {
  const [editing, setEditing] = useState<{ pkg: T | null } | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);

  const runDuplicate = (pkg: T) =>
    duplicate.mutate(pkg.id, {
      onSuccess: (copy) => {
        toast({ title: 'Success!', description: `${pkg.displayName} duplicated. Edit the copy now.` });
        setEditing({ pkg: copy });
      },
      onError: (error) =>
        toast({
          title: 'Update Failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return { editing, setEditing, toDelete, setToDelete, runDuplicate };
}
