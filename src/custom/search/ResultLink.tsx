import type { MouseEvent, ReactNode } from 'react';
import { Button, Link, type LinkProps } from '@mui/material';
import { LinkBase, useNotify } from 'ra-core';
import { openDocumentFile } from '../../providers/fileLinks.ts';
import { resultTarget, type ResultTarget } from './searchModel.ts';

type Props = Omit<LinkProps, 'href'> & { url: string | null; children: ReactNode };

/** A click on a file link asks for its signed link first (the href itself carries no token). */
const useOpenFile = (target: ResultTarget) => {
  const notify = useNotify();
  return (e: MouseEvent) => {
    if (target.kind !== 'file') return;
    e.preventDefault();
    openDocumentFile(target.documentId, target.hash).catch(() => notify('ra.notification.http_error', { type: 'error' }));
  };
};

/** A link to a result or a cited source: files and web pages in a new tab, app screens in place. */
export const ResultLink = ({ url, children, ...rest }: Props) => {
  const target = resultTarget({ url });
  const openFile = useOpenFile(target);
  if (target.kind === 'internal') {
    return (
      <Link component={LinkBase} to={target.to} {...rest}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external' || target.kind === 'file') {
    return (
      <Link href={target.href} target="_blank" rel="noopener noreferrer" onClick={openFile} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link component="span" underline="none" color="inherit" {...rest}>
      {children}
    </Link>
  );
};

/** The explicit "Open" action of a result, same destination rules as ResultLink. */
export const ResultOpenButton = ({ url, label, children }: { url: string | null; label: string; children: ReactNode }) => {
  const target = resultTarget({ url });
  const openFile = useOpenFile(target);
  if (target.kind === 'internal') {
    return (
      <Button size="small" component={LinkBase} to={target.to} aria-label={label}>
        {children}
      </Button>
    );
  }
  if (target.kind === 'external' || target.kind === 'file') {
    return (
      <Button size="small" href={target.href} target="_blank" rel="noopener noreferrer" aria-label={label} onClick={openFile}>
        {children}
      </Button>
    );
  }
  return null;
};
