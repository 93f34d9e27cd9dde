import type { ReactNode } from 'react';
import { Button, Link, type LinkProps } from '@mui/material';
import { LinkBase } from 'ra-core';
import { resultTarget } from './searchModel.ts';
import { productToken } from './searchApi.ts';

type Props = Omit<LinkProps, 'href'> & { url: string | null; children: ReactNode };

/** A link to a result or a cited source: files and web pages in a new tab, app screens in place. */
export const ResultLink = ({ url, children, ...rest }: Props) => {
  const target = resultTarget({ url }, productToken());
  if (target.kind === 'internal') {
    return (
      <Link component={LinkBase} to={target.to} {...rest}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <Link href={target.href} target="_blank" rel="noopener noreferrer" {...rest}>
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
  const target = resultTarget({ url }, productToken());
  if (target.kind === 'internal') {
    return (
      <Button size="small" component={LinkBase} to={target.to} aria-label={label}>
        {children}
      </Button>
    );
  }
  if (target.kind === 'external') {
    return (
      <Button size="small" href={target.href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </Button>
    );
  }
  return null;
};
