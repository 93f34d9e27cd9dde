import type { ReactNode } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';

/** An error with a Retry action: the failed-load state of the custom screens. */
export const RetryAlert = ({
  title,
  children,
  retryLabel,
  onRetry,
}: {
  title?: string;
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        {retryLabel}
      </Button>
    }
  >
    {title && <AlertTitle>{title}</AlertTitle>}
    {children}
  </Alert>
);
